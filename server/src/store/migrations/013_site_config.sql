-- Site configuration per host: defaults for the two seeded hosts, and the header notice messages.

UPDATE hosts SET config = config || '{
  "showSignupOption": true, "showSignupbyRefer": true, "showLoginWithOtp": false, "isWhatsappOnSignUp": true,
  "showDeposit": true, "showWithdrawal": true, "showContact": true,
  "whatsapp": "+919000000001", "telegram": "https://t.me/khel_support", "instagram": "https://instagram.com/khel",
  "facebook": "https://facebook.com/khel", "youtube": "", "email": "support@khel.local", "twitter": "",
  "supportMessage": "We are here 24x7 on WhatsApp.",
  "whatsAppMagicLink": false, "commissionPercent": 2,
  "slider": [{"image": "/assets/promotions/welcome.webp", "link": "/sports-page/Cricket/4", "title": "Cricket exchange"}],
  "appVersion": "v1.0", "androidVersion": "1.0.0",
  "payments": {"upiId": "khel@upi", "bankAccounts": [{"bankName": "Khel Bank", "accountName": "Khel Gaming", "accountNumber": "001122334455", "ifsc": "KHEL0000001"}]}
}'::jsonb
WHERE code = 'default';

UPDATE hosts SET config = config || '{
  "showSignupOption": false, "showSignupbyRefer": true, "showLoginWithOtp": false, "isWhatsappOnSignUp": true,
  "showDeposit": true, "showWithdrawal": false, "showContact": false,
  "whatsapp": "+919000000002", "telegram": "", "instagram": "", "facebook": "", "youtube": "", "email": "help@second.local",
  "twitter": "", "supportMessage": "Second Innings support", "whatsAppMagicLink": false, "commissionPercent": 3,
  "slider": [],
  "payments": {"upiId": "second@upi", "bankAccounts": []}
}'::jsonb
WHERE code = 'second';

CREATE TABLE notice_messages (
  id          bigserial PRIMARY KEY,
  host_id     integer NOT NULL REFERENCES hosts (id) ON DELETE CASCADE,
  text        text NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
  type        text,                    -- 'T' (ticker) or absent shows in the header banner
  active      boolean NOT NULL DEFAULT true,
  position    integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notice_messages_host ON notice_messages (host_id, position) WHERE active;

INSERT INTO notice_messages (host_id, text, type, position)
SELECT id, 'Welcome to ' || site_name || '! Bet responsibly. 18+ only.', 'T', 1 FROM hosts;
