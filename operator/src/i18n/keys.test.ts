// Every key of the console's English is shown somewhere: the console's source names each one as a
// literal 'group.key' (a plural by its base: 'reconcile.approvedDeposits' for _one and _other).
// (A key the source names that English lacks does not compile: the keys are typed, i18next.d.ts.)
import fs from 'node:fs';
import path from 'node:path';
import { consoleEn } from '@khel/shared-kernel/console-texts';

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test-support' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [file] : [];
  });

test("every key of the console's English is used by its source", () => {
  const source = sourceFiles(path.join(__dirname, '..')).map((f) => fs.readFileSync(f, 'utf8')).join('\n');
  const named = new Set([...source.matchAll(/'([a-z]+\.[A-Za-z]+)'/g)].map((m) => m[1]));
  const keys = Object.entries(consoleEn).flatMap(([group, texts]) => Object.keys(texts).map((key) => `${group}.${key.replace(/_(one|other)$/, '')}`));
  expect(keys.filter((key) => !named.has(key))).toEqual([]);
});
