// Reads a test runner's console output and prints "PASSED FAILED".
//   node scripts/ci/count-tests.mjs vitest|playwright LOGFILE
// Vitest ends with "Tests  2 failed | 33 passed (35)"; Playwright's list
// reporter with lines such as "  8 passed (13.1s)" and "  1 failed".
import fs from 'node:fs';

const [kind, file] = process.argv.slice(2);
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping ANSI colours.
const text = fs.readFileSync(file, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
const lines = text.split('\n');
let passed = 0;
let failed = 0;
const count = (line, word) => Number(line.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);

if (kind === 'vitest') {
  const summary = lines.filter((line) => /^\s*Tests\s+\d/.test(line)).at(-1) ?? '';
  passed = count(summary, 'passed');
  failed = count(summary, 'failed');
} else if (kind === 'playwright') {
  for (const line of lines) {
    const match = line.match(/^\s+(\d+) (passed|failed|flaky|interrupted|did not run)\b/);
    if (!match) continue;
    if (match[2] === 'passed') passed += Number(match[1]);
    else failed += Number(match[1]);
  }
} else {
  console.error('usage: count-tests.mjs vitest|playwright LOGFILE');
  process.exit(2);
}
console.log(`${passed} ${failed}`);
