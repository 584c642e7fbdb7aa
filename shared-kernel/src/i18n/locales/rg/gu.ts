import type { rgEn } from './en';

export const rgGu: typeof rgEn = {
  realityCheck: {
    title: 'રિયાલિટી ચેક',
    playedFor: 'લૉગ ઇન કર્યા પછી તમે {{duration}} થી રમી રહ્યા છો.',
    minutes: '{{minutes}} મિનિટ',
    hoursMinutes: '{{hours}} કલાક {{minutes}} મિનિટ',
    netUp: 'આ સત્રમાં તમારું ચોખ્ખું પરિણામ: {{amount}} નફો.',
    netDown: 'આ સત્રમાં તમારું ચોખ્ખું પરિણામ: {{amount}} નુકસાન.',
    netEven: 'આ સત્રમાં તમારું ચોખ્ખું પરિણામ: {{amount}}, ન નફો ન નુકસાન.',
    counts: 'પતાવટ થયેલા દાવ અને કેસિનો રાઉન્ડ ગણાય છે. આ યાદ દર {{minutes}} મિનિટે આવે છે; તમે તેને જવાબદાર જુગાર પાના પર બદલી શકો છો.',
    statement: 'તમારું ખાતા પત્રક જુઓ',
    continue: 'ચાલુ રાખો',
    logout: 'લૉગ આઉટ',
  },
};
