import { SOMETHING_WENT_WRONG, betErrorText } from './http';

describe('bet error text (§8)', () => {
  it('uses the response msg first', () => {
    expect(betErrorText({ status: false, msg: 'Insufficient balance', errors: [{ description: 'x' }] })).toBe('Insufficient balance');
  });
  it('else the first nested description in the error list', () => {
    expect(betErrorText({ status: false, msg: '', errors: [{ code: 1, details: [{ description: 'Market suspended' }] }, { description: 'later' }] })).toBe(
      'Market suspended',
    );
    expect(betErrorText({ status: false, error: [{ description: 'Odds changed' }] })).toBe('Odds changed');
  });
  it("else 'Something went wrong'", () => {
    expect(betErrorText({ status: false })).toBe(SOMETHING_WENT_WRONG);
    expect(betErrorText(null)).toBe('Something went wrong');
    expect(betErrorText('boom')).toBe('Something went wrong');
  });
});
