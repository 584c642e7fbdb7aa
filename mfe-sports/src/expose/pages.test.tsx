import { pagesOf } from '@khel/shared-kernel';
import { pages, diagnostics, section } from './pages';

describe('sports exposed pages', () => {
  it('exposes every page the route table gives the sports section', () => {
    expect(Object.keys(pages).sort()).toEqual(pagesOf('sports').sort());
  });

  it('reports the shared kernel and React it sees', () => {
    expect(section).toBe('sports');
    expect(diagnostics.kernelInstanceId).toMatch(/^[0-9a-f]{16}$/);
    expect(diagnostics.reactInstanceId).toMatch(/^[0-9a-f]{16}$/);
  });
});
