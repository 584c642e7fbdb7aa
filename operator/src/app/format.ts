// Money with Indian digit grouping (₹ 1,23,456.78) in every language, and times in India's zone,
// their month names in the console's language (Latin digits, as the amounts beside them).
import { i18n } from '../i18n/i18n';

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-IN');
const timeFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormat = (language: string) => {
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-IN`, { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', numberingSystem: 'latn' });
    timeFormats.set(language, format);
  }
  return format;
};

export const formatRupees = (value: number) => `₹ ${rupees.format(value)}`;
export const formatCount = (value: number) => whole.format(value);
export const formatTime = (iso: string | null) => (iso ? `${timeFormat(i18n.language || 'en').format(new Date(iso))} IST` : '—');
