import { pagesOf } from '@khel/shared-kernel';
import { pages, diagnostics, section } from './pages';

describe('account exposed pages', () => {
  it('exposes every page the route table gives the account section', () => {
    expect(Object.keys(pages).sort()).toEqual(pagesOf('account').sort());
  });

  it('reports the shared kernel and React it sees', () => {
    expect(section).toBe('account');
    expect(diagnostics.kernelInstanceId).toMatch(/^[0-9a-f]{16}$/);
    expect(diagnostics.reactInstanceId).toMatch(/^[0-9a-f]{16}$/);
  });
});
