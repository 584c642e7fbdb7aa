// Money with Indian digit grouping (₹ 1,23,456.78) and times in India's zone.
const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-IN');
const when = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export const formatRupees = (value: number) => `₹ ${rupees.format(value)}`;
export const formatCount = (value: number) => whole.format(value);
export const formatTime = (iso: string | null) => (iso ? `${when.format(new Date(iso))} IST` : '—');
