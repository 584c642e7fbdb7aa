import { startBannerNotices, takeBannerNotices } from './early-notices';

const answer = (body: unknown, ok = true) => (async () => ({ ok, json: async () => body })) as unknown as typeof fetch;

describe("the notice banner's first answer, asked before the frame loads", () => {
  it('is taken once, for its language, with only the banner notices (Type T or none)', async () => {
    const data = [
      { id: 1, text: 'Welcome', Type: 'T' },
      { id: 2, text: 'Popup only', Type: 'P' },
      { id: 3, text: 'No type' },
    ];
    startBannerNotices('en', answer({ status: true, msg: '', data }));
    expect(takeBannerNotices('hi')).toBeNull();
    const early = takeBannerNotices('en');
    expect(await early!.answer).toEqual([data[0], data[2]]);
    expect(early!.value).toEqual([data[0], data[2]]);
    expect(takeBannerNotices('en')).toBeNull();
  });

  it('answers null when the call fails, so the banner asks as usual', async () => {
    startBannerNotices('en', answer(null, false));
    expect(await takeBannerNotices('en')!.answer).toBeNull();
    startBannerNotices('en', (async () => Promise.reject(new Error('offline'))) as unknown as typeof fetch);
    expect(await takeBannerNotices('en')!.answer).toBeNull();
  });
});
