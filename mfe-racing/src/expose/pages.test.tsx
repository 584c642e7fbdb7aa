import { pagesOf } from '@khel/shared-kernel';
import { pages, diagnostics, section } from './pages';

describe('racing exposed pages', () => {
  it('exposes every page the route table gives the racing section', () => {
    expect(Object.keys(pages).sort()).toEqual(pagesOf('racing').sort());
  });

  it('reports the shared kernel and React it sees', () => {
    expect(section).toBe('racing');
    expect(diagnostics.kernelInstanceId).toMatch(/^[0-9a-f]{16}$/);
    expect(diagnostics.reactInstanceId).toMatch(/^[0-9a-f]{16}$/);
  });
});
