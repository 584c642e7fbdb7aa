import type { rgEn } from './en';

export const rgKn: typeof rgEn = {
  realityCheck: {
    title: 'ರಿಯಾಲಿಟಿ ಚೆಕ್',
    playedFor: 'ಲಾಗ್ ಇನ್ ಆದಾಗಿನಿಂದ ನೀವು {{duration}} ಆಡುತ್ತಿದ್ದೀರಿ.',
    minutes: '{{minutes}} ನಿಮಿಷ',
    hoursMinutes: '{{hours}} ಗಂಟೆ {{minutes}} ನಿಮಿಷ',
    netUp: 'ಈ ಅವಧಿಯಲ್ಲಿ ನಿಮ್ಮ ನಿವ್ವಳ ಫಲಿತಾಂಶ: {{amount}} ಲಾಭ.',
    netDown: 'ಈ ಅವಧಿಯಲ್ಲಿ ನಿಮ್ಮ ನಿವ್ವಳ ಫಲಿತಾಂಶ: {{amount}} ನಷ್ಟ.',
    netEven: 'ಈ ಅವಧಿಯಲ್ಲಿ ನಿಮ್ಮ ನಿವ್ವಳ ಫಲಿತಾಂಶ: {{amount}}, ಲಾಭವೂ ಇಲ್ಲ ನಷ್ಟವೂ ಇಲ್ಲ.',
    counts: 'ಇತ್ಯರ್ಥವಾದ ಬೆಟ್‌ಗಳು ಮತ್ತು ಕ್ಯಾಸಿನೊ ಸುತ್ತುಗಳು ಎಣಿಕೆಯಾಗುತ್ತವೆ. ಈ ಜ್ಞಾಪನೆ ಪ್ರತಿ {{minutes}} ನಿಮಿಷಕ್ಕೆ ಬರುತ್ತದೆ; ಇದನ್ನು ಜವಾಬ್ದಾರಿಯುತ ಜೂಜು ಪುಟದಲ್ಲಿ ಬದಲಾಯಿಸಬಹುದು.',
    statement: 'ನಿಮ್ಮ ಖಾತೆ ಹೇಳಿಕೆ ನೋಡಿ',
    continue: 'ಮುಂದುವರಿಸಿ',
    logout: 'ಲಾಗ್ ಔಟ್',
  },
};
