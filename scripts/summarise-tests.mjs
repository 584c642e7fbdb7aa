// Adds up jest's and Playwright's JSON results into the one closing line CI reads.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const read = (name) => {
  const file = path.join(dir, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};

const jest = read('jest.json');
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  skipped += jest.numPendingTests + jest.numTodoTests;
  console.log(`jest: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed, ${jest.numRuntimeErrorTestSuites} suites failed to run`);
} else {
  console.log('jest: no results');
  failed += 1;
}

// Playwright: playwright.json from one run, or one playwright-<lane>.json per lane (scripts/e2e.mjs)
const pwFiles = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /^playwright(-[\w-]+)?\.json$/.test(f)).sort() : [];
if (pwFiles.length) {
  for (const name of pwFiles) {
    const lane = name.slice('playwright'.length, -'.json'.length).replace('-', ' ');
    const { stats: s, noResults } = read(name);
    if (!s) {
      console.log(`playwright${lane}: no results (${noResults})`);
      failed += 1;
      continue;
    }
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    skipped += s.skipped;
    console.log(`playwright${lane}: ${s.expected} passed, ${s.flaky} flaky, ${s.unexpected} failed, ${s.skipped} skipped`);
  }
} else {
  console.log('playwright: no results');
  failed += 1;
}

const budget = read('bundle-budget.json');
if (budget) {
  passed += budget.passed;
  failed += budget.failed;
  console.log(`bundle budget: ${budget.passed} within, ${budget.failed} over`);
} else {
  console.log('bundle budget: not checked');
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
