-- Texts an operator shows players, in each of the site's languages (issue 24: a Hindi page showed the
-- banner notices, the support line and the promotion title in English). A notice keeps its text (the
-- fallback) and gains its translations by language code; a host's support message and promotion
-- titles gain theirs in the host's config (supportMessageByLanguage, slider[].titleByLanguage).
-- A language without a translation shows the text as written.

ALTER TABLE notice_messages ADD COLUMN texts jsonb NOT NULL DEFAULT '{}'::jsonb;

UPDATE notice_messages n SET texts = jsonb_build_object(
  'hi', h.site_name || ' में आपका स्वागत है! ज़िम्मेदारी से दांव लगाएँ। केवल 18+।',
  'bn', h.site_name || '-এ স্বাগতম! দায়িত্বের সাথে বাজি ধরুন। শুধুমাত্র 18+।',
  'gu', h.site_name || ' માં આપનું સ્વાગત છે! જવાબદારીપૂર્વક દાવ લગાવો. ફક્ત 18+.',
  'kn', h.site_name || 'ಗೆ ಸ್ವಾಗತ! ಜವಾಬ್ದಾರಿಯಿಂದ ಬೆಟ್ ಮಾಡಿ. 18+ ಮಾತ್ರ.',
  'mr', h.site_name || ' मध्ये आपले स्वागत आहे! जबाबदारीने पैज लावा. फक्त 18+.',
  'es', '¡Bienvenido a ' || h.site_name || '! Apuesta con responsabilidad. Solo mayores de 18.'
)
FROM hosts h
WHERE n.host_id = h.id AND n.text = 'Welcome to ' || h.site_name || '! Bet responsibly. 18+ only.';

UPDATE hosts SET config = jsonb_set(config, '{supportMessageByLanguage}', '{
  "hi": "हम व्हाट्सएप पर 24 घंटे, सातों दिन आपके साथ हैं।",
  "bn": "আমরা হোয়াটসঅ্যাপে 24 ঘণ্টা, সাত দিন আপনার পাশে আছি।",
  "gu": "અમે વોટ્સએપ પર 24 કલાક, સાતેય દિવસ આપની સાથે છીએ.",
  "kn": "ನಾವು ವಾಟ್ಸಾಪ್‌ನಲ್ಲಿ ದಿನದ 24 ಗಂಟೆ, ವಾರದ ಏಳೂ ದಿನ ನಿಮ್ಮೊಂದಿಗಿದ್ದೇವೆ.",
  "mr": "आम्ही व्हॉट्सॲपवर 24 तास, सातही दिवस आपल्यासोबत आहोत.",
  "es": "Estamos en WhatsApp las 24 horas, todos los días."
}'::jsonb)
WHERE config->>'supportMessage' = 'We are here 24x7 on WhatsApp.';

UPDATE hosts SET config = jsonb_set(config, '{supportMessageByLanguage}', '{
  "hi": "सेकंड इनिंग्स सहायता",
  "bn": "সেকেন্ড ইনিংস সহায়তা",
  "gu": "સેકન્ડ ઇનિંગ્સ સહાય",
  "kn": "ಸೆಕೆಂಡ್ ಇನ್ನಿಂಗ್ಸ್ ಸಹಾಯ",
  "mr": "सेकंड इनिंग्स सहाय्य",
  "es": "Soporte de Second Innings"
}'::jsonb)
WHERE config->>'supportMessage' = 'Second Innings support';

UPDATE hosts SET config = jsonb_set(config, '{slider}', (
  SELECT jsonb_agg(
    CASE WHEN s->>'title' = 'Cricket exchange' THEN s || '{"titleByLanguage": {
      "hi": "क्रिकेट एक्सचेंज", "bn": "ক্রিকেট এক্সচেঞ্জ", "gu": "ક્રિકેટ એક્સચેન્જ", "kn": "ಕ್ರಿಕೆಟ್ ಎಕ್ಸ್‌ಚೇಂಜ್",
      "mr": "क्रिकेट एक्सचेंज", "es": "Exchange de críquet"}}'::jsonb ELSE s END ORDER BY ord)
  FROM jsonb_array_elements(config->'slider') WITH ORDINALITY AS e(s, ord)
))
WHERE jsonb_typeof(config->'slider') = 'array' AND jsonb_array_length(config->'slider') > 0;
