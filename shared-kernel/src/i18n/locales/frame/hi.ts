// Hindi texts of the shell's own pages and the translator alert (keys as in ./en.ts).
export const frameHi = {
  blogs: {
    title: 'ब्लॉग और समाचार',
    empty: 'अभी कोई लेख नहीं है। जल्द ही फिर देखें।',
    readMore: 'और पढ़ें',
    allArticles: 'सभी लेख',
    notFound: 'यह लेख उपलब्ध नहीं है।',
    published: 'प्रकाशित {{date}}',
  },
  email: {
    title: 'ईमेल पता',
    verified: 'सत्यापित ईमेल: {{email}}',
    none: 'अभी तक कोई ईमेल पता नहीं जोड़ा गया।',
    pending: 'हमने {{email}} पर सत्यापन लिंक भेजा है। अपना पता पक्का करने के लिए उसे खोलें।',
    label: 'ईमेल',
    send: 'सत्यापन लिंक भेजें',
    invalid: 'कृपया सही ईमेल पता डालें।',
    loginFirst: 'ईमेल पता जोड़ने के लिए कृपया लॉग इन करें।',
  },
  headerNav: {
    more: 'और',
  },
  translator: {
    notLoaded: 'अनुवादक अभी लोड नहीं हुआ',
  },
};
