// English texts of the auth dialog added for issue 34 (the §5 form messages, sign-up's 'Change number'):
// not in the shell's first load, fetched with the dialog (../auth-en.ts).
export const frame3AuthEn = {
  signup: {
    changeNumber: 'Change number',
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
