import { breadcrumbSportOf } from './breadcrumb';

describe('the left sidebar breadcrumb (§2.4)', () => {
  it.each([
    ['/sports-page/Cricket/4', 'cricket'],
    ['/competition-detail-page/IPL/4/101', 'cricket'],
    ['/event-page/1/3001/1.2', 'football'],
    ['/horse-racing', 'horseRacing'],
    ['/greyhound-racing', 'greyhoundRacing'],
    ['/sports-page/Sportsbook/0', 'sportsbook'],
  ])('%s → %s', (path, label) => expect(breadcrumbSportOf(path)?.label).toBe(label));

  it.each(['/', '/deposit', '/election', '/sports-page/Unknown/99'])('%s shows the plain list', (path) => {
    expect(breadcrumbSportOf(path)).toBeNull();
  });
});
