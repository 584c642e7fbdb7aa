-- 'Blogs & News' (spec §2.5, drawer Others): articles an operator writes and publishes for one host,
-- each with an English text and optional translations; visitors read them newest first in their
-- language where a translation exists.

CREATE TABLE blog_articles (
  id            bigserial PRIMARY KEY,
  host_id       integer NOT NULL REFERENCES hosts (id) ON DELETE CASCADE,
  category      text NOT NULL CHECK (category IN ('cricket', 'news', 'football', 'tennis', 'racing', 'casino')),
  published_at  timestamptz NOT NULL DEFAULT now(),
  published_by  bigint,                              -- operator user; NULL for articles shipped with the site
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_articles_host ON blog_articles (host_id, published_at DESC, id DESC);

CREATE TABLE blog_article_texts (
  article_id  bigint NOT NULL REFERENCES blog_articles (id) ON DELETE CASCADE,
  language    text NOT NULL CHECK (language IN ('en', 'hi', 'mr', 'gu', 'kn', 'bn', 'es')),
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  summary     text NOT NULL CHECK (length(summary) BETWEEN 1 AND 500),
  body        text NOT NULL CHECK (length(body) BETWEEN 1 AND 20000),
  PRIMARY KEY (article_id, language)
);

-- Two articles per demo host so the page has something to read on a fresh machine.
WITH seeded AS (
  INSERT INTO blog_articles (host_id, category, published_at)
  SELECT h.id, a.category, now() - a.age
  FROM hosts h
  CROSS JOIN (VALUES ('news', interval '2 days'), ('cricket', interval '1 day')) AS a (category, age)
  WHERE h.code IN ('default', 'second')
  RETURNING id, host_id, category
)
INSERT INTO blog_article_texts (article_id, language, title, summary, body)
SELECT s.id, t.language,
       replace(t.title, '{site}', h.site_name), replace(t.summary, '{site}', h.site_name),
       replace(replace(t.body, '{site}', h.site_name), '\n', chr(10))  -- paragraphs: blank lines
FROM seeded s
JOIN hosts h ON h.id = s.host_id
JOIN (VALUES
  ('news', 'en', 'Welcome to {site}',
   'Back and lay on cricket, football and tennis, race cards every day, and a casino that pays in seconds.',
   'Welcome to {site}. Back or lay on every ball of the big matches, follow the session lines as the overs go by, and bet on horse and greyhound races from around the world.\n\nDeposits by UPI and bank transfer reach your balance once the payment is confirmed, and withdrawals go back to your own account. Set your stake buttons once and bet in two taps.\n\nPlay responsibly: 18+ only. Limits and self-exclusion are on the Responsible Gambling page.'),
  ('news', 'hi', '{site} में आपका स्वागत है',
   'क्रिकेट, फ़ुटबॉल और टेनिस पर बैक और ले करें, हर दिन रेस कार्ड, और सेकंडों में भुगतान करने वाला कैसीनो।',
   '{site} में आपका स्वागत है। बड़े मैचों की हर गेंद पर बैक या ले करें, ओवरों के साथ सेशन लाइनें देखें, और दुनिया भर की घुड़दौड़ और ग्रेहाउंड रेस पर दांव लगाएँ।\n\nUPI और बैंक ट्रांसफ़र से जमा भुगतान की पुष्टि होते ही आपके बैलेंस में आ जाता है, और निकासी आपके अपने खाते में जाती है। अपने स्टेक बटन एक बार सेट करें और दो टैप में दांव लगाएँ।\n\nज़िम्मेदारी से खेलें: केवल 18+। सीमाएँ और स्व-बहिष्कार ज़िम्मेदार जुआ पेज पर हैं।'),
  ('cricket', 'en', 'Match preview: what the session lines tell you',
   'How the Yes and No lines of a session market move with the overs, and what to watch before you bet.',
   'A session (fancy) market asks how many runs a team will make by a given over. The No line is the lower number and the Yes line the higher; the rate beside each says what you win for every 100 you stake.\n\nLines move with every wicket and boundary. Early in an innings they follow the pitch report and the toss; after the powerplay they follow the run rate. A line that suspends for a moment usually comes back a few runs away.\n\nWatch the over, the batters at the crease and the required rate, and keep your stake within the limits you have set.'),
  ('cricket', 'hi', 'मैच प्रीव्यू: सेशन लाइनें क्या बताती हैं',
   'सेशन मार्केट की हाँ और ना लाइनें ओवरों के साथ कैसे बदलती हैं, और दांव से पहले क्या देखें।',
   'सेशन (फ़ैंसी) मार्केट पूछता है कि किसी तय ओवर तक टीम कितने रन बनाएगी। ना लाइन कम संख्या है और हाँ लाइन ज़्यादा; हर एक के पास की दर बताती है कि हर 100 के दांव पर आप कितना जीतेंगे।\n\nहर विकेट और बाउंड्री के साथ लाइनें बदलती हैं। पारी की शुरुआत में वे पिच रिपोर्ट और टॉस के हिसाब से चलती हैं; पावरप्ले के बाद रन रेट के हिसाब से। कुछ पल के लिए रुकी लाइन अक्सर कुछ रन दूर लौटती है।\n\nओवर, क्रीज़ पर बल्लेबाज़ और ज़रूरी रन रेट देखें, और अपना दांव अपनी तय सीमाओं में रखें।')
) AS t (category, language, title, summary, body) ON t.category = s.category;
