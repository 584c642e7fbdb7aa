// What the catalogue says of each game beyond its definition: its name in every language of the
// site, the studio that made it, the lobby tabs a curator adds (the top and main picks, poker for
// Teen Patti), its stake limits and the motif its thumbnail is drawn with (art.ts).
import type { Lang } from '../i18n';
import type { LiveCategory, SlotCategory } from '../games/registry';
import { MAX_STAKE_PAISE as ROUND_MAX, MIN_STAKE_PAISE as ROUND_MIN } from '../games/rounds';
import { MAX_STAKE_PAISE as CARDS_MAX, MIN_STAKE_PAISE as CARDS_MIN } from '../games/cards/table';
import { MAX_STAKE_PAISE as AVIATOR_MAX, MIN_STAKE_PAISE as AVIATOR_MIN } from '../games/aviator/round';
import { SLOT_STAKES_PAISE } from '../games/slots/slot-game';
import type { Motif } from './art';

export interface CatalogueEntry {
  names: Readonly<Record<Lang, string>>;
  /** the studio's code (the built-in provider's own games: 'khel') */
  studio: string;
  /** tabs added to the game's own categories */
  extraCategories?: ReadonlyArray<LiveCategory | SlotCategory>;
  stakePaise: { min: number; max: number };
  art: { motif: Motif; from: string; to: string; accent: string };
}

/** A game's name in a language: its catalogue entry's, else the name it states. */
export const gameNameIn = (game: { id: string; name: string }, lang: Lang): string => (Object.hasOwn(CATALOGUE_ENTRIES, game.id) ? CATALOGUE_ENTRIES[game.id]!.names[lang] : game.name);

const SLOTS = { min: Math.min(...SLOT_STAKES_PAISE), max: Math.max(...SLOT_STAKES_PAISE) };
const TABLES = { min: ROUND_MIN, max: ROUND_MAX };
const CARDS = { min: CARDS_MIN, max: CARDS_MAX };
const KHEL = 'khel';

export const CATALOGUE_ENTRIES: Readonly<Record<string, CatalogueEntry>> = {
  'slot-lotus-sevens': {
    names: { en: 'Lotus Sevens', hi: 'लोटस सेवन्स', bn: 'লোটাস সেভেনস', gu: 'લોટસ સેવન્સ', kn: 'ಲೋಟಸ್ ಸೆವೆನ್ಸ್', mr: 'लोटस सेव्हन्स', es: 'Sietes de Loto' },
    studio: KHEL,
    stakePaise: SLOTS,
    art: { motif: 'lotus', from: '#7a1f5c', to: '#2a0b2e', accent: '#ffc2e2' },
  },
  'slot-maharaja-gems': {
    names: { en: 'Maharaja Gems', hi: 'महाराजा के रत्न', bn: 'মহারাজার রত্ন', gu: 'મહારાજાના રત્નો', kn: 'ಮಹಾರಾಜನ ರತ್ನಗಳು', mr: 'महाराजाची रत्ने', es: 'Gemas del Maharajá' },
    studio: KHEL,
    stakePaise: SLOTS,
    art: { motif: 'gem', from: '#0f5f73', to: '#08202e', accent: '#7ff0ff' },
  },
  'slot-tiger-temple': {
    names: { en: 'Tiger Temple', hi: 'बाघ मंदिर', bn: 'বাঘ মন্দির', gu: 'વાઘ મંદિર', kn: 'ಹುಲಿ ದೇವಾಲಯ', mr: 'वाघ मंदिर', es: 'Templo del Tigre' },
    studio: KHEL,
    stakePaise: SLOTS,
    art: { motif: 'temple', from: '#b5541a', to: '#3a1406', accent: '#ffd08a' },
  },
  'slot-cricket-champions': {
    names: { en: 'Cricket Champions', hi: 'क्रिकेट चैंपियंस', bn: 'ক্রিকেট চ্যাম্পিয়নস', gu: 'ક્રિકેટ ચેમ્પિયન્સ', kn: 'ಕ್ರಿಕೆಟ್ ಚಾಂಪಿಯನ್ಸ್', mr: 'क्रिकेट चॅम्पियन्स', es: 'Campeones del Críquet' },
    studio: KHEL,
    stakePaise: SLOTS,
    art: { motif: 'trophy', from: '#1d6b3a', to: '#0a2614', accent: '#fff3c4' },
  },
  'slot-diwali-lights': {
    names: { en: 'Diwali Lights', hi: 'दिवाली की रोशनी', bn: 'দীপাবলির আলো', gu: 'દિવાળીના દીવા', kn: 'ದೀಪಾವಳಿ ದೀಪಗಳು', mr: 'दिवाळीचे दिवे', es: 'Luces de Diwali' },
    studio: KHEL,
    stakePaise: SLOTS,
    art: { motif: 'diya', from: '#4a1466', to: '#160626', accent: '#ffd36b' },
  },
  'slot-monsoon-peacock': {
    names: { en: 'Monsoon Peacock', hi: 'मानसून मोर', bn: 'বর্ষার ময়ূর', gu: 'ચોમાસાનો મોર', kn: 'ಮುಂಗಾರು ನವಿಲು', mr: 'पावसाळी मोर', es: 'Pavo real del monzón' },
    studio: KHEL,
    stakePaise: SLOTS,
    art: { motif: 'umbrella', from: '#176b7a', to: '#06232b', accent: '#9fe6ff' },
  },
  'fortune-wheel': {
    names: { en: 'Fortune Wheel', hi: 'भाग्य चक्र', bn: 'ভাগ্যের চাকা', gu: 'ભાગ્ય ચક્ર', kn: 'ಅದೃಷ್ಟ ಚಕ್ರ', mr: 'भाग्य चक्र', es: 'Rueda de la fortuna' },
    studio: KHEL,
    stakePaise: SLOTS,
    art: { motif: 'prize-wheel', from: '#6a1b9a', to: '#1c0630', accent: '#ffd36b' },
  },
  'scratch-lucky-diya': {
    names: { en: 'Lucky Diya Scratch', hi: 'लकी दीया स्क्रैच', bn: 'লাকি প্রদীপ স্ক্র্যাচ', gu: 'લકી દીવો સ્ક્રેચ', kn: 'ಲಕ್ಕಿ ದೀಪ ಸ್ಕ್ರ್ಯಾಚ್', mr: 'लकी दिवा स्क्रॅच', es: 'Rasca Diya de la suerte' },
    studio: KHEL,
    stakePaise: SLOTS,
    art: { motif: 'scratch-ticket', from: '#0f6b5a', to: '#05241e', accent: '#ffe9a8' },
  },
  blackjack: {
    names: { en: 'Blackjack', hi: 'ब्लैकजैक', bn: 'ব্ল্যাকজ্যাক', gu: 'બ્લેકજેક', kn: 'ಬ್ಲ್ಯಾಕ್‌ಜಾಕ್', mr: 'ब्लॅकजॅक', es: 'Blackjack' },
    studio: KHEL,
    extraCategories: ['top'],
    stakePaise: SLOTS,
    art: { motif: 'twenty-one', from: '#14532d', to: '#052012', accent: '#ffd36b' },
  },
  'three-card-poker': {
    names: { en: 'Three Card Poker', hi: 'थ्री कार्ड पोकर', bn: 'থ্রি কার্ড পোকার', gu: 'થ્રી કાર્ડ પોકર', kn: 'ತ್ರೀ ಕಾರ್ಡ್ ಪೋಕರ್', mr: 'थ्री कार्ड पोकर', es: 'Póker de tres cartas' },
    studio: KHEL,
    stakePaise: SLOTS,
    art: { motif: 'ante-cards', from: '#7a1230', to: '#25040f', accent: '#ffd36b' },
  },
  'roulette-european': {
    names: { en: 'European Roulette', hi: 'यूरोपियन रूलेट', bn: 'ইউরোপীয় রুলেট', gu: 'યુરોપિયન રૂલેટ', kn: 'ಯುರೋಪಿಯನ್ ರೂಲೆಟ್', mr: 'युरोपियन रूलेट', es: 'Ruleta europea' },
    studio: KHEL,
    stakePaise: TABLES,
    art: { motif: 'wheel', from: '#13623a', to: '#06210f', accent: '#f5d36b' },
  },
  baccarat: {
    names: { en: 'Baccarat', hi: 'बैकारेट', bn: 'ব্যাকারা', gu: 'બકારા', kn: 'ಬ್ಯಾಕರಾಟ್', mr: 'बॅकारा', es: 'Baccarat' },
    studio: KHEL,
    stakePaise: TABLES,
    art: { motif: 'two-cards', from: '#1c3f8c', to: '#0a1433', accent: '#ffd36b' },
  },
  aviator: {
    names: { en: 'Aviator', hi: 'एविएटर', bn: 'এভিয়েটর', gu: 'એવિએટર', kn: 'ಏವಿಯೇಟರ್', mr: 'एव्हिएटर', es: 'Aviator' },
    studio: KHEL,
    extraCategories: ['top'],
    stakePaise: { min: AVIATOR_MIN, max: AVIATOR_MAX },
    art: { motif: 'plane', from: '#a3172c', to: '#2b0710', accent: '#ffe0e6' },
  },
  teen20: {
    names: { en: 'Teen Patti 20-20', hi: 'तीन पत्ती 20-20', bn: 'তিন পাত্তি 20-20', gu: 'તીન પત્તી 20-20', kn: 'ತೀನ್ ಪತ್ತಿ 20-20', mr: 'तीन पत्ती 20-20', es: 'Teen Patti 20-20' },
    studio: KHEL,
    extraCategories: ['top', 'poker'],
    stakePaise: CARDS,
    art: { motif: 'three-cards', from: '#5b2a91', to: '#1a0b33', accent: '#ffd36b' },
  },
  ab: {
    names: { en: 'Andar Bahar', hi: 'अंदर बाहर', bn: 'আন্দর বাহার', gu: 'અંદર બહાર', kn: 'ಅಂದರ್ ಬಾಹರ್', mr: 'अंदर बाहर', es: 'Andar Bahar' },
    studio: KHEL,
    stakePaise: CARDS,
    art: { motif: 'split-cards', from: '#8c3b12', to: '#2e1005', accent: '#ffe2a8' },
  },
  dt20: {
    names: { en: 'Dragon Tiger', hi: 'ड्रैगन टाइगर', bn: 'ড্রাগন টাইগার', gu: 'ડ્રેગન ટાઇગર', kn: 'ಡ್ರ್ಯಾಗನ್ ಟೈಗರ್', mr: 'ड्रॅगन टायगर', es: 'Dragón y Tigre' },
    studio: KHEL,
    stakePaise: CARDS,
    art: { motif: 'versus', from: '#9c1f1f', to: '#1f0a2e', accent: '#ffb23f' },
  },
  lucky7: {
    names: { en: 'Lucky 7', hi: 'लकी 7', bn: 'লাকি 7', gu: 'લકી 7', kn: 'ಲಕ್ಕಿ 7', mr: 'लकी 7', es: 'Siete de la suerte' },
    studio: KHEL,
    stakePaise: CARDS,
    art: { motif: 'seven', from: '#0d6b5e', to: '#04241f', accent: '#ffd36b' },
  },
  card32: {
    names: { en: '32 Cards', hi: '32 कार्ड', bn: '32 কার্ড', gu: '32 કાર્ડ', kn: '32 ಕಾರ್ಡ್‌ಗಳು', mr: '32 कार्ड', es: '32 cartas' },
    studio: KHEL,
    stakePaise: CARDS,
    art: { motif: 'four-cards', from: '#2d5d8f', to: '#0b1b2e', accent: '#bfe3ff' },
  },
};
