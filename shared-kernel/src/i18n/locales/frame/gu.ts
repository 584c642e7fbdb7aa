// Gujarati texts of the shell's own pages and the translator alert (keys as in ./en.ts).
export const frameGu = {
  blogs: {
    title: 'બ્લૉગ અને સમાચાર',
    empty: 'હજી કોઈ લેખ નથી. થોડા સમયમાં ફરી જુઓ.',
    readMore: 'વધુ વાંચો',
    allArticles: 'બધા લેખ',
    notFound: 'આ લેખ ઉપલબ્ધ નથી.',
    published: 'પ્રકાશિત {{date}}',
  },
  email: {
    title: 'ઈમેલ સરનામું',
    verified: 'ચકાસાયેલ ઈમેલ: {{email}}',
    none: 'હજી કોઈ ઈમેલ સરનામું ઉમેર્યું નથી.',
    pending: 'અમે {{email}} પર ચકાસણી લિંક મોકલી છે. તમારું સરનામું પાકું કરવા તે ખોલો.',
    label: 'ઈમેલ',
    send: 'ચકાસણી લિંક મોકલો',
    invalid: 'કૃપા કરીને માન્ય ઈમેલ સરનામું દાખલ કરો.',
    loginFirst: 'ઈમેલ સરનામું ઉમેરવા કૃપા કરીને લૉગ ઇન કરો.',
  },
  headerNav: {
    more: 'વધુ',
  },
  translator: {
    notLoaded: 'અનુવાદક હજી લોડ થયો નથી',
  },
};
