// The log's block writer: request lines wait for the block, a warning or an error goes out at once
// with everything before it, in order.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BlockLog } from '../../src/observability/log-stream';

const line = (level: number, n: number) => `{"level":${level},"time":1,"msg":"line ${n}"}\n`;

describe('the block log', () => {
  let dir: string;
  let file: string;
  let fd: number;
  const written = () => fs.readFileSync(file, 'utf8');

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-log-'));
    file = path.join(dir, 'log');
    fd = fs.openSync(file, 'a');
  });
  afterEach(() => {
    fs.closeSync(fd);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('holds info lines and below until flushed, and writes them in one block', () => {
    const log = new BlockLog(fd);
    log.write(line(30, 1));
    log.write(line(20, 2));
    expect(written()).toBe('');
    log.flush();
    expect(written()).toBe(line(30, 1) + line(20, 2));
    log.flush();
    expect(written()).toBe(line(30, 1) + line(20, 2));
  });

  it.each([40, 50, 60])('writes a level %i line at once, after the lines held before it', (level) => {
    const log = new BlockLog(fd);
    log.write(line(30, 1));
    log.write(line(level, 2));
    expect(written()).toBe(line(30, 1) + line(level, 2));
  });

  it('writes a line it cannot read the level of at once', () => {
    const log = new BlockLog(fd);
    log.write('not json\n');
    expect(written()).toBe('not json\n');
  });

  it('writes a block once it is 64 KiB long', () => {
    const log = new BlockLog(fd);
    const big = `{"level":30,"msg":"${'x'.repeat(1000)}"}\n`;
    for (let i = 0; i < 60; i++) log.write(big);
    expect(written()).toBe('');
    for (let i = 0; i < 10; i++) log.write(big);
    expect(written().length).toBeGreaterThanOrEqual(64 * 1024);
  });
});
