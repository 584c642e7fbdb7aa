// Kannada texts of the shell and the kernel added for issue 34 (keys as in ./en.ts).
import type { Frame3Messages } from './en';

export const frame3Kn: Frame3Messages = {
  countryPage: {
    title: 'ನಿಮ್ಮ ದೇಶದಲ್ಲಿ ಲಭ್ಯವಿಲ್ಲ',
    licence: '{{site}} ತನ್ನ ಪರವಾನಗಿ ಅನುಮತಿಸುವ ದೇಶಗಳಲ್ಲಿ ಮಾತ್ರ ನೈಜ ಹಣದ ಆಟವನ್ನು ನೀಡುತ್ತದೆ.',
    from: 'ನೀವು {{country}} ನಿಂದ ಭೇಟಿ ನೀಡುತ್ತಿದ್ದೀರಿ.',
    unknown: 'ನೀವು ಯಾವ ದೇಶದಿಂದ ಭೇಟಿ ನೀಡುತ್ತಿದ್ದೀರಿ ಎಂದು ನಮಗೆ ತಿಳಿಯಲಾಗಲಿಲ್ಲ.',
    browse: 'ನೀವು ಸೈಟ್ ನೋಡುವುದನ್ನು ಮುಂದುವರಿಸಬಹುದು, ಆದರೆ ಇಲ್ಲಿ ಸೈನ್ ಅಪ್, ಠೇವಣಿ, ಬೆಟ್ ಅಥವಾ ಗೇಮ್ ತೆರೆಯಲು ಸಾಧ್ಯವಿಲ್ಲ.',
    home: 'ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ',
  },
  connection: {
    reconnecting: 'ಮರುಸಂಪರ್ಕಿಸಲಾಗುತ್ತಿದೆ…',
    serverNotResponding: 'ಸರ್ವರ್ ಪ್ರತಿಕ್ರಿಯಿಸುತ್ತಿಲ್ಲ',
  },
  headerFigures: {
    balance: 'ಬಾಕಿ',
    exposure: 'ಎಕ್ಸ್‌ಪೋ.',
  },
  betOutcome: {
    matched: 'ನಿಮ್ಮ ಬೆಟ್ ಹೊಂದಿಕೆಯಾಯಿತು',
    partlyMatched: 'ನಿಮ್ಮ ಬೆಟ್ ಭಾಗಶಃ ಹೊಂದಿಕೆಯಾಯಿತು; ಉಳಿದದ್ದು ಹೊಂದಿಕೆಯಾಗದೆ ಕಾಯುತ್ತಿದೆ',
    unmatched: 'ನಿಮ್ಮ ಬೆಟ್ ಇರಿಸಲಾಗಿದೆ, ಹೊಂದಿಕೆಯಾಗಿಲ್ಲ',
    refused: 'ನಿಮ್ಮ ಬೆಟ್ ಇರಿಸಲಾಗಿಲ್ಲ',
  },
  commonMessages: {
    noDataFound: 'ಯಾವುದೇ ಡೇಟಾ ಸಿಗಲಿಲ್ಲ',
    tryAgain: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  },
  signup: {
    changeNumber: 'ಸಂಖ್ಯೆ ಬದಲಿಸಿ',
    referralInvalid: 'ಅಮಾನ್ಯ ರೆಫರಲ್ ಕೋಡ್',
    adultDeclaration: 'ನನಗೆ 18 ಅಥವಾ ಹೆಚ್ಚು ವರ್ಷ',
    dateOfBirth: 'ಜನ್ಮ ದಿನಾಂಕ',
    adultRequired: 'ನಿಮಗೆ 18 ಅಥವಾ ಹೆಚ್ಚು ವರ್ಷ ಎಂದು ದೃಢೀಕರಿಸಿ',
    underAge: 'ಸೈನ್ ಅಪ್ ಮಾಡಲು ನಿಮಗೆ 18 ಅಥವಾ ಹೆಚ್ಚು ವರ್ಷ ಆಗಿರಬೇಕು',
    dobRequired: 'ಜನ್ಮ ದಿನಾಂಕ ಅಗತ್ಯವಿದೆ',
    codeNotSent: 'ನಿಮ್ಮ ಕೋಡ್ ಕಳುಹಿಸಲು ನಮಗೆ ಸಾಧ್ಯವಾಗಲಿಲ್ಲ',
    askAgain: 'ಮತ್ತೆ ಕೇಳಿ',
  },
  formMessages: {
    userIdRequired: 'ಬಳಕೆದಾರ ಐಡಿ ಅಗತ್ಯವಿದೆ',
    countryRequired: 'ದೇಶ ಅಗತ್ಯವಿದೆ',
    phoneDigits: 'ಫೋನ್ ಸಂಖ್ಯೆಯಲ್ಲಿ ಅಂಕಿಗಳು ಮಾತ್ರ ಇರಬೇಕು',
    phoneLength: 'ಫೋನ್ ಸಂಖ್ಯೆ {{digits}} ಅಂಕಿಗಳಾಗಿರಬೇಕು',
    phoneInvalid: 'ಫೋನ್ ಸಂಖ್ಯೆ ಅಮಾನ್ಯವಾಗಿದೆ',
    phoneRequired: 'ಫೋನ್ ಸಂಖ್ಯೆ ಅಗತ್ಯವಿದೆ',
    passwordRequired: 'ಪಾಸ್‌ವರ್ಡ್ ಅಗತ್ಯವಿದೆ',
    loginPasswordMin: 'ಪಾಸ್‌ವರ್ಡ್ ಕನಿಷ್ಠ {{min}} ಅಕ್ಷರಗಳಿರಬೇಕು',
    usernameRequired: 'ಬಳಕೆದಾರ ಹೆಸರು ಅಗತ್ಯವಿದೆ',
    otpLength: 'OTP {{digits}} ಅಂಕಿಗಳಾಗಿರಬೇಕು',
    otpRequired: 'OTP ಅಗತ್ಯವಿದೆ',
    signupPasswordMin: 'ಕನಿಷ್ಠ {{min}} ಅಕ್ಷರಗಳಿರಬೇಕು',
    confirmRequired: 'ಈ ಕ್ಷೇತ್ರ ಅಗತ್ಯವಿದೆ',
    passwordMismatch: 'ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಕೆಯಾಗುತ್ತಿಲ್ಲ.',
    userIdLookupMin: 'ಬಳಕೆದಾರ ಐಡಿ ಕನಿಷ್ಠ {{min}} ಅಕ್ಷರಗಳಿರಬೇಕು',
    sendOtpFirst: 'ದಯವಿಟ್ಟು ಮೊದಲು OTP ಕಳುಹಿಸಿ!',
  },
};
