// Bengali texts of the shell's own pages and the translator alert (keys as in ./en.ts).
export const frameBn = {
  blogs: {
    title: 'ব্লগ ও খবর',
    empty: 'এখনও কোনো লেখা নেই। শীঘ্রই আবার দেখুন।',
    readMore: 'আরও পড়ুন',
    allArticles: 'সব লেখা',
    notFound: 'এই লেখাটি পাওয়া যাচ্ছে না।',
    published: 'প্রকাশিত {{date}}',
  },
  email: {
    title: 'ইমেল ঠিকানা',
    verified: 'যাচাই করা ইমেল: {{email}}',
    none: 'এখনও কোনো ইমেল ঠিকানা যোগ করা হয়নি।',
    pending: 'আমরা {{email}}-এ একটি যাচাই লিঙ্ক পাঠিয়েছি। আপনার ঠিকানা নিশ্চিত করতে সেটি খুলুন।',
    label: 'ইমেল',
    send: 'যাচাই লিঙ্ক পাঠান',
    invalid: 'অনুগ্রহ করে একটি সঠিক ইমেল ঠিকানা দিন।',
    loginFirst: 'ইমেল ঠিকানা যোগ করতে অনুগ্রহ করে লগ ইন করুন।',
  },
  headerNav: {
    more: 'আরও',
  },
  translator: {
    notLoaded: 'অনুবাদক এখনও লোড হয়নি',
  },
};
