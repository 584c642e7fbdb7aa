// English texts of the shell's own pages beyond the frame (Blogs & News, the profile's e-mail
// address) and the translator alert (§4.7, §8), the reference for the other six languages.
export const frameEn = {
  blogs: {
    title: 'Blogs & News',
    empty: 'No articles yet. Check back soon.',
    readMore: 'Read more',
    allArticles: 'All articles',
    notFound: 'This article is not available.',
    published: 'Published {{date}}',
  },
  email: {
    title: 'Email address',
    verified: 'Verified email: {{email}}',
    none: 'No email address added yet.',
    pending: 'We sent a verification link to {{email}}. Open it to confirm your address.',
    label: 'Email',
    send: 'Send verification link',
    invalid: 'Please enter a valid email address.',
    loginFirst: 'Please log in to add an email address.',
  },
  headerNav: {
    more: 'More',
  },
  translator: {
    notLoaded: 'Translator not loaded yet',
  },
};
