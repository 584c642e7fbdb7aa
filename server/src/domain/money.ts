// Integer paise → rupees as a JSON number with 2 decimals at most (exact for safe integers): how
// amounts leave Khel on the wire (http/input re-exports it for the routes).
export const paiseToRupees = (paise: number): number => Number(`${paise < 0 ? '-' : ''}${Math.floor(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`);
