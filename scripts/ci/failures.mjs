// Prints what failed in a test log, briefly: the CI summary is the part of a
// run that is always read (a long log is often cut to its tail), so a failed
// step names its failing tests and first error lines there.
//   node scripts/ci/failures.mjs LOG [MAX_LINES]
import { readFileSync } from 'node:fs';

const [log, maxArg] = process.argv.slice(2);
const maxLines = Number(maxArg ?? 40);
let text = '';
try {
  text = readFileSync(log, 'utf8');
} catch {
  process.exit(0);
}
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes
const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
const wanted = [
  / FAIL /, // Vitest: a failing file or test
  /✘|\s\d+\) \[/, // Playwright: a failing test and the numbered failure list
  /AssertionError|Error:|Expected|Received|Timed out|Test timeout/,
];
const picked = [];
for (const line of plain.split('\n')) {
  if (!wanted.some((re) => re.test(line))) continue;
  const trimmed = line.trimEnd().slice(0, 240);
  if (picked.at(-1) === trimmed) continue;
  picked.push(trimmed);
  if (picked.length >= maxLines) break;
}
if (picked.length > 0) console.log(picked.join('\n'));
