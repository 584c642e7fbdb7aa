// Integer paise → rupees as a JSON number with 2 decimals at most: how amounts leave Khel on the
// wire (http/input re-exports it for the routes). One conversion for the server and every app:
// the kernel's (exact, no float drift; its rounding rule and property tests in betting/money).
export { paiseToRupees } from '@khel/shared-kernel/betting';
