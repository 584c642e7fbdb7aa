// English texts of the shell and the kernel added for issue 34 (the connection's state, the outcome of
// the player's bets, the sign-up's number checks, the start-up and form messages), the reference for the
// other six languages.
export const frame3En = {
  connection: {
    reconnecting: 'Reconnecting…',
    serverNotResponding: 'Server not responding',
  },
  headerFigures: {
    balance: 'Bal',
    exposure: 'Exp',
  },
  betOutcome: {
    matched: 'Your bet was matched',
    partlyMatched: 'Your bet was partly matched; the rest waits unmatched',
    unmatched: 'Your bet was placed, unmatched',
    refused: 'Your bet was not placed',
  },
  signup: {
    changeNumber: 'Change number',
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
    noDataFound: 'No data found',
    tryAgain: 'Try again',
  },
};

export type Frame3Messages = typeof frame3En;
