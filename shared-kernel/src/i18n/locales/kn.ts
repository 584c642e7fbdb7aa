import type { PartialMessages } from './en';

// Kannada: the frame is translated; the auth dialog and footer are still missing (see the key check).
export const kn: PartialMessages = {
  nav: {
    home: 'ಮುಖಪುಟ',
    sports: 'ಕ್ರೀಡೆಗಳು',
    cricket: 'ಕ್ರಿಕೆಟ್',
    football: 'ಫುಟ್‌ಬಾಲ್',
    tennis: 'ಟೆನಿಸ್',
    election: 'ಚುನಾವಣೆ',
    horseRacing: 'ಕುದುರೆ ಓಟ',
    greyhoundRacing: 'ಗ್ರೇಹೌಂಡ್ ಓಟ',
    liveCasino: 'ಲೈವ್ ಕ್ಯಾಸಿನೊ',
    aviator: 'ಏವಿಯೇಟರ್',
    slots: 'ಸ್ಲಾಟ್‌ಗಳು',
    sportsbook: 'ಸ್ಪೋರ್ಟ್ಸ್‌ಬುಕ್',
    indianCardGames: 'ಭಾರತೀಯ ಇಸ್ಪೀಟು ಆಟಗಳು',
    aura: 'ಔರಾ',
  },
  header: {
    login: 'ಲಾಗ್ ಇನ್',
    signup: 'ಸೈನ್ ಅಪ್',
    language: 'ಭಾಷೆ',
    loginAs: '{{name}} ಆಗಿ ಲಾಗಿನ್',
    lastLoggedIn: 'ಕೊನೆಯ ಲಾಗಿನ್',
    availableBalance: 'ಲಭ್ಯವಿರುವ ಬ್ಯಾಲೆನ್ಸ್',
    deposit: 'ಠೇವಣಿ',
    withdraw: 'ಹಿಂಪಡೆಯಿರಿ',
    account: 'ಖಾತೆ',
    signOut: 'ಸೈನ್ ಔಟ್',
    notifications: 'ಅಧಿಸೂಚನೆಗಳು',
    allCaughtUp: 'ಎಲ್ಲವನ್ನೂ ನೋಡಿದ್ದೀರಿ! ಸದ್ಯಕ್ಕೆ ಯಾವುದೇ ಅಧಿಸೂಚನೆಗಳಿಲ್ಲ.',
    searchHint: 'ಈವೆಂಟ್ ಹುಡುಕಿ (ಕನಿಷ್ಠ 3 ಅಕ್ಷರಗಳು)...',
  },
  language: {
    title: 'ಭಾಷೆ ಆಯ್ಕೆಮಾಡಿ',
    text: 'ಕೆಳಗಿನ ಪಟ್ಟಿಯಿಂದ ನಿಮ್ಮ ಆದ್ಯತೆಯ ಭಾಷೆಯನ್ನು ಆಯ್ಕೆಮಾಡಿ:',
    confirm: 'ದೃಢೀಕರಿಸಿ',
    cancel: 'ರದ್ದುಮಾಡಿ',
  },
  common: { ok: 'ಸರಿ', cancel: 'ರದ್ದುಮಾಡಿ', loading: 'ಲೋಡ್ ಆಗುತ್ತಿದೆ…' },
};
