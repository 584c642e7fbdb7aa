import { sectionOfPath } from './early-start';

describe('the section a first page belongs to (started before the frame loads)', () => {
  it.each([
    ['/', 'sports'],
    ['/default-page', 'sports'],
    ['/event-page/4/123/1.2', 'sports'],
    ['/horse-racing', 'racing'],
    ['/casino-lobby/popular', 'casino'],
    ['/account-statement', 'account'],
    ['/blogs-news', 'shell'],
    ['/no-such-page', 'sports'],
  ])('%s → %s', (path, section) => {
    expect(sectionOfPath(path)).toBe(section);
  });
});
