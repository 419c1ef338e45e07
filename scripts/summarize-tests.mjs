// Adds up the JSON reports of every suite and prints one closing line,
// 'N passed, N failed', that CI reads.
import { existsSync, readFileSync } from 'node:fs';

const [dir = 'test-results', failedSteps = '0'] = process.argv.slice(2);
const read = (file) => (existsSync(`${dir}/${file}`) ? JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) : null);

const suites = [];
for (const [name, file] of [
  ['unit', 'unit.json'],
  ['storybook', 'storybook.json'],
]) {
  const report = read(file);
  if (report)
    suites.push({
      name,
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    });
  else suites.push({ name, passed: 0, failed: 1, skipped: 0, missing: true });
}
const e2e = read('e2e.json');
if (e2e) {
  const s = e2e.stats;
  suites.push({ name: 'e2e', passed: s.expected, failed: s.unexpected + s.flaky, skipped: s.skipped });
} else suites.push({ name: 'e2e', passed: 0, failed: 1, skipped: 0, missing: true });

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\nTest summary');
for (const suite of suites) {
  console.log(
    `  ${suite.name.padEnd(10)} ${suite.missing ? 'did not run' : `${suite.passed} passed, ${suite.failed} failed, ${suite.skipped} skipped`}`,
  );
  passed += suite.passed;
  failed += suite.failed;
  skipped += suite.skipped;
}
if (Number(failedSteps) > 0 && failed === 0) failed = Number(failedSteps);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
