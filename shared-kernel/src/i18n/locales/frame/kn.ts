// Kannada texts of the shell's own pages and the translator alert (keys as in ./en.ts).
export const frameKn = {
  blogs: {
    title: 'ಬ್ಲಾಗ್‌ಗಳು ಮತ್ತು ಸುದ್ದಿ',
    empty: 'ಇನ್ನೂ ಯಾವುದೇ ಲೇಖನಗಳಿಲ್ಲ. ಶೀಘ್ರದಲ್ಲೇ ಮತ್ತೆ ನೋಡಿ.',
    readMore: 'ಇನ್ನಷ್ಟು ಓದಿ',
    allArticles: 'ಎಲ್ಲಾ ಲೇಖನಗಳು',
    notFound: 'ಈ ಲೇಖನ ಲಭ್ಯವಿಲ್ಲ.',
    published: 'ಪ್ರಕಟಿಸಲಾಗಿದೆ {{date}}',
  },
  email: {
    title: 'ಇಮೇಲ್ ವಿಳಾಸ',
    verified: 'ಪರಿಶೀಲಿಸಿದ ಇಮೇಲ್: {{email}}',
    none: 'ಇನ್ನೂ ಯಾವುದೇ ಇಮೇಲ್ ವಿಳಾಸ ಸೇರಿಸಿಲ್ಲ.',
    pending: 'ನಾವು {{email}} ಗೆ ಪರಿಶೀಲನಾ ಲಿಂಕ್ ಕಳುಹಿಸಿದ್ದೇವೆ. ನಿಮ್ಮ ವಿಳಾಸವನ್ನು ದೃಢೀಕರಿಸಲು ಅದನ್ನು ತೆರೆಯಿರಿ.',
    label: 'ಇಮೇಲ್',
    send: 'ಪರಿಶೀಲನಾ ಲಿಂಕ್ ಕಳುಹಿಸಿ',
    invalid: 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ.',
    loginFirst: 'ಇಮೇಲ್ ವಿಳಾಸ ಸೇರಿಸಲು ದಯವಿಟ್ಟು ಲಾಗ್ ಇನ್ ಮಾಡಿ.',
  },
  headerNav: {
    more: 'ಇನ್ನಷ್ಟು',
  },
  translator: {
    notLoaded: 'ಅನುವಾದಕ ಇನ್ನೂ ಲೋಡ್ ಆಗಿಲ್ಲ',
  },
};
