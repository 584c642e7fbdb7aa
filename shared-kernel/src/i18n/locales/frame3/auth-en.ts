// English texts of the auth dialog added for issue 34 (the §5 form messages, sign-up's 'Change number'):
// not in the shell's first load, fetched with the dialog (../auth-en.ts).
export const frame3AuthEn = {
  // issue 33: the page that says why a real-money host refuses the visitor's country (fetched with it)
  countryPage: {
    title: 'Not available in your country',
    licence: '{{site}} offers real-money play only in the countries its licence allows.',
    from: 'You are visiting from {{country}}.',
    unknown: 'We could not tell which country you are visiting from.',
    browse: 'You may go on browsing, but you cannot sign up, deposit, place bets or open games here.',
    home: 'Back to home',
  },
  signup: {
    changeNumber: 'Change number',
    referralInvalid: 'Invalid referral code',
    adultDeclaration: 'I am 18 or older',
    dateOfBirth: 'Date of birth',
    adultRequired: 'Please confirm that you are 18 or older',
    underAge: 'You must be 18 or older to sign up',
    dobRequired: 'Date of birth is required',
    codeNotSent: 'We could not send your code',
    askAgain: 'Ask again',
  },
  formMessages: {
    userIdRequired: 'User ID is required',
    countryRequired: 'Country is required',
    phoneDigits: 'Phone Number must only contain digits',
    phoneLength: 'Phone Number must be {{digits}} digits',
    phoneInvalid: 'Phone Number is invalid',
    phoneRequired: 'Phone Number is required',
    passwordRequired: 'Password is required',
    loginPasswordMin: 'Password must be at least {{min}} characters',
    usernameRequired: 'Username is required',
    otpLength: 'Otp must be {{digits}} digits long',
    otpRequired: 'Otp Required',
    signupPasswordMin: 'Must be at least {{min}} characters',
    confirmRequired: 'This field is required',
    passwordMismatch: 'Password does not match.',
    userIdLookupMin: 'User ID must be at least {{min}} characters',
    sendOtpFirst: 'Please send OTP first!',
  },
};
