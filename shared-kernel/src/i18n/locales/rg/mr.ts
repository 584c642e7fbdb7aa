import type { rgEn } from './en';

export const rgMr: typeof rgEn = {
  realityCheck: {
    title: 'रिॲलिटी चेक',
    playedFor: 'लॉग इन केल्यापासून तुम्ही {{duration}} खेळत आहात.',
    minutes: '{{minutes}} मिनिटे',
    hoursMinutes: '{{hours}} तास {{minutes}} मिनिटे',
    netUp: 'या सत्रातील तुमचा निव्वळ निकाल: {{amount}} नफा.',
    netDown: 'या सत्रातील तुमचा निव्वळ निकाल: {{amount}} तोटा.',
    netEven: 'या सत्रातील तुमचा निव्वळ निकाल: {{amount}}, ना नफा ना तोटा.',
    counts: 'निकाली काढलेले बेट आणि कॅसिनो फेऱ्या मोजल्या जातात. ही आठवण दर {{minutes}} मिनिटांनी येते; तुम्ही ती जबाबदार जुगार पानावर बदलू शकता.',
    statement: 'तुमचे खाते विवरण पहा',
    continue: 'सुरू ठेवा',
    logout: 'लॉग आउट',
  },
};
