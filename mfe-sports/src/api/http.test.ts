import { SOMETHING_WENT_WRONG, betErrorText, postApi } from './http';
import { fakeServer, logInForTest, logOutForTest } from '../test-support/fake-server';


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

describe('a reply that is not our envelope (§8)', () => {
  beforeEach(logInForTest);
  afterEach(logOutForTest);

  it("a proxy's text error page gives 'Something went wrong', never its raw text", async () => {
    fakeServer({ 'bet/saveBet': { status: 502, body: 'Bad Gateway' } });
    const reply = await postApi('bet/saveBet', {});
    expect(reply.status).toBe(false);
    expect(reply.msg).toBe('Something went wrong');
    expect(betErrorText(reply)).toBe('Something went wrong');
  });

  it('an HTML error page on a 2xx answer gives the same', async () => {
    fakeServer({ 'bet/saveBet': { status: 200, body: '<html><body>Service Unavailable</body></html>' } });
    expect(betErrorText(await postApi('bet/saveBet', {}))).toBe('Something went wrong');
  });

  it("an error envelope keeps the server's msg and nested descriptions", async () => {
    fakeServer({
      'bet/saveBet': { status: 400, body: { status: false, msg: 'Maximum stake is 100000', data: null } },
      'bet/saveFancyBet': { status: 500, body: { status: false, msg: '', errors: [{ description: 'Fancy is suspended' }] } },
    });
    expect(betErrorText(await postApi('bet/saveBet', {}))).toBe('Maximum stake is 100000');
    expect(betErrorText(await postApi('bet/saveFancyBet', {}))).toBe('Fancy is suspended');
  });
});
