// The log's block writer: request lines wait for the block, a warning or an error goes out at once
// with everything before it, in order, and a full pipe or a short write loses nothing.
import { BlockLog } from '../../src/observability/log-stream';

const line = (level: number, n: number) => `{"level":${level},"time":1,"msg":"line ${n}"}\n`;

describe('the block log', () => {
  it('holds info lines and below until flushed, and writes them in one block', () => {
    const writes: string[] = [];
    const log = new BlockLog(9, (_fd, data) => (writes.push(data.toString()), data.length));
    log.write(line(30, 1));
    log.write(line(20, 2));
    expect(writes).toEqual([]);
    log.flush();
    expect(writes).toEqual([line(30, 1) + line(20, 2)]);
    log.flush();
    expect(writes).toHaveLength(1);
  });

  it.each([40, 50, 60])('writes a level %i line at once, after the lines held before it', (level) => {
    const writes: string[] = [];
    const log = new BlockLog(9, (_fd, data) => (writes.push(data.toString()), data.length));
    log.write(line(30, 1));
    log.write(line(level, 2));
    expect(writes).toEqual([line(30, 1) + line(level, 2)]);
  });

  it('writes a line it cannot read the level of at once', () => {
    const writes: string[] = [];
    const log = new BlockLog(9, (_fd, data) => (writes.push(data.toString()), data.length));
    log.write('not json\n');
    expect(writes).toEqual(['not json\n']);
  });

  it('writes a block once it is 64 KiB long', () => {
    const writes: string[] = [];
    const log = new BlockLog(9, (_fd, data) => (writes.push(data.toString()), data.length));
    const big = `{"level":30,"msg":"${'x'.repeat(1000)}"}\n`;
    for (let i = 0; i < 70; i++) log.write(big);
    expect(writes).toHaveLength(1);
    expect(writes[0]!.length).toBeGreaterThanOrEqual(64 * 1024);
  });

  it('finishes a short write and waits out a full pipe', () => {
    let out = '';
    let calls = 0;
    const log = new BlockLog(9, (_fd, data) => {
      calls++;
      if (calls === 2) throw Object.assign(new Error('full'), { code: 'EAGAIN' });
      const n = Math.min(10, data.length);
      out += data.subarray(0, n).toString();
      return n;
    });
    log.write(line(30, 1));
    log.write(line(30, 2));
    log.flush();
    expect(out).toBe(line(30, 1) + line(30, 2));
  });
});
