// Adds up the JSON reports of every suite and prints one closing line,
// 'N passed, N failed', that CI reads.
import { existsSync, readFileSync } from 'node:fs';

const [dir = 'test-results', failedSteps = '0'] = process.argv.slice(2);
const read = (file) => (existsSync(`${dir}/${file}`) ? JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) : null);

// Vitest fails a run on errors thrown outside any test ('Unhandled Errors') without counting a
// failed test, and an unhandled rejection in vitest's own process exits it with 1; the step's log holds them, and the first lines are printed here.
const unhandledErrors = (log) => {
  if (!existsSync(log)) return '';
  // eslint-disable-next-line no-control-regex
  const text = readFileSync(log, 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
  const at = text.search(/Unhandled (Error|Rejection)/);
  return at < 0 ? '' : text.slice(at).split('\n').slice(0, 24).join('\n');
};

const suites = [];
// Failed tests are listed again at the end, beside the summary, so that the tail of a
// long CI log names them.
const failures = [];
for (const [name, file] of [
  ['unit', 'unit.json'],
  ['storybook', 'storybook.json'],
  ['cluster', 'cluster.json'],
]) {
  const report = read(file);
  if (report) {
    for (const file of report.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          failures.push({
            suite: name,
            where: file.name.replace(process.cwd() + '/', ''),
            title: test.fullName,
            message: (test.failureMessages?.[0] ?? '').split('\n').slice(0, 6).join('\n'),
          });
    // A file that failed to load, or an error thrown outside any test, fails the run without
    // failing a test: name those too.
    for (const file of report.testResults ?? [])
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'))
        failures.push({
          suite: name,
          where: file.name.replace(process.cwd() + '/', ''),
          title: '(the file itself)',
          message: (file.message || 'failed outside its tests').split('\n').slice(0, 6).join('\n'),
        });
    const unhandled = unhandledErrors(`${dir}/${name}.log`);
    if (unhandled)
      failures.push({ suite: name, where: `${dir}/${name}.log`, title: 'unhandled errors', message: unhandled });
    suites.push({
      name,
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    });
  } else suites.push({ name, passed: 0, failed: 1, skipped: 0, missing: true });
}
const e2e = read('e2e.json');
if (e2e) {
  const s = e2e.stats;
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky')
          failures.push({
            suite: 'e2e',
            where: spec.file,
            title: [...path, spec.title].join(' › '),
            message: (test.results?.at(-1)?.error?.message ?? test.status).split('\n').slice(0, 6).join('\n'),
          });
    for (const child of suite.suites ?? []) visit(child, child.title && !child.file ? [...path, child.title] : path);
  };
  for (const suite of e2e.suites ?? []) visit(suite, []);
  suites.push({ name: 'e2e', passed: s.expected, failed: s.unexpected + s.flaky, skipped: s.skipped });
} else suites.push({ name: 'e2e', passed: 0, failed: 1, skipped: 0, missing: true });

if (failures.length > 0) {
  console.log('\nFailed tests');
  for (const f of failures) {
    console.log(`  [${f.suite}] ${f.where} > ${f.title}`);
    // eslint-disable-next-line no-control-regex
    for (const line of f.message.replace(/\u001b\[[0-9;]*m/g, '').split('\n')) console.log(`      ${line}`);
  }
}

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
