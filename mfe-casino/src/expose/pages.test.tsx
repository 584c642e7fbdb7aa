import { pagesOf } from '@khel/shared-kernel';
import { pages, diagnostics, section } from './pages';

describe('casino exposed pages', () => {
  it('exposes every page the route table gives the casino section', () => {
    expect(Object.keys(pages).sort()).toEqual(pagesOf('casino').sort());
  });

  it('reports the shared kernel and React it sees', () => {
    expect(section).toBe('casino');
    expect(diagnostics.kernelInstanceId).toMatch(/^[0-9a-f]{16}$/);
    expect(diagnostics.reactInstanceId).toMatch(/^[0-9a-f]{16}$/);
  });
});
