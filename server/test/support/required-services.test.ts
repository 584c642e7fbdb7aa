// The rule the multi-instance tests follow when PostgreSQL or NATS does not answer (they are not run here).
import { serviceMissing, underCi } from './required-services';

describe('a service a test needs does not answer', () => {
  it('skips with the reason outside CI', () => {
    const warned: string[] = [];
    expect(serviceMissing('no NATS answers at nats://127.0.0.1:4222', 'multi-instance tests', {}, (l) => warned.push(l))).toBe('no NATS answers at nats://127.0.0.1:4222');
    expect(warned).toEqual(['multi-instance tests skipped: no NATS answers at nats://127.0.0.1:4222']);
    expect(() => serviceMissing('x', 'y', { CI: 'false' }, () => undefined)).not.toThrow();
    expect(() => serviceMissing('x', 'y', { CI: '0' }, () => undefined)).not.toThrow();
  });

  it('fails the run under CI, naming the service', () => {
    const warned: string[] = [];
    expect(() => serviceMissing('no PostgreSQL answers at postgres://127.0.0.1:5432/test', 'multi-instance tests', { CI: 'true' }, (l) => warned.push(l))).toThrow(
      'multi-instance tests cannot run: no PostgreSQL answers at postgres://127.0.0.1:5432/test',
    );
    expect(warned).toEqual([]);
    expect(underCi({ CI: '1' })).toBe(true);
    expect(underCi({ CI: 'TRUE' })).toBe(true);
    expect(underCi({})).toBe(false);
  });
});
