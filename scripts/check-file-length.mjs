// No source file over 500 lines outside migrations and fixtures: a long file is
// several parts under one name (CONVENTIONS.md). Lists every offender and fails.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 500;
const exempt = [/\/migrations\//, /__fixtures__\//, /\/fixtures?\//, /\.api\.md$/, /(^|\/)pnpm-lock\.yaml$/, /\.json$/];
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs|cjs|sql|css)$/.test(file) && !exempt.some((pattern) => pattern.test(file)));

const long = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > LIMIT) long.push([file, lines]);
}
long.sort((a, b) => b[1] - a[1]);
for (const [file, lines] of long) console.error(`${String(lines).padStart(6)}  ${file}`);
if (long.length) {
  console.error(`${long.length} file(s) over ${LIMIT} lines: split them by part.`);
  process.exit(1);
}
console.log(`${files.length} files, none over ${LIMIT} lines.`);
