// Marathi texts of the shell's own pages and the translator alert (keys as in ./en.ts).
export const frameMr = {
  blogs: {
    title: 'ब्लॉग आणि बातम्या',
    empty: 'अद्याप कोणताही लेख नाही. लवकरच पुन्हा पाहा.',
    readMore: 'अधिक वाचा',
    allArticles: 'सर्व लेख',
    notFound: 'हा लेख उपलब्ध नाही.',
    published: 'प्रकाशित {{date}}',
  },
  email: {
    title: 'ईमेल पत्ता',
    verified: 'सत्यापित ईमेल: {{email}}',
    none: 'अद्याप कोणताही ईमेल पत्ता जोडलेला नाही.',
    pending: 'आम्ही {{email}} वर सत्यापन लिंक पाठवली आहे. तुमचा पत्ता निश्चित करण्यासाठी ती उघडा.',
    label: 'ईमेल',
    send: 'सत्यापन लिंक पाठवा',
    invalid: 'कृपया वैध ईमेल पत्ता टाका.',
    loginFirst: 'ईमेल पत्ता जोडण्यासाठी कृपया लॉग इन करा.',
  },
  headerNav: {
    more: 'अधिक',
  },
  translator: {
    notLoaded: 'अनुवादक अद्याप लोड झाला नाही',
  },
};
