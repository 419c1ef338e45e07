// After `pnpm build`: every published entry of every package exists in dist/
// (JavaScript and declarations), and a packed tarball carries no tests, stories
// or fixtures.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const packages = ['core', 'api', 'ui', 'console'];
const problems = [];
const out = mkdtempSync(join(tmpdir(), 'mc-pack-'));

for (const name of packages) {
  const dir = join('packages', name);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const [subpath, target] of Object.entries(pkg.publishConfig?.exports ?? {})) {
    for (const file of [target.import, target.types]) {
      if (!file || !existsSync(join(dir, file))) problems.push(`${pkg.name} ${subpath}: missing ${file}`);
    }
  }
  execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: dir, stdio: 'ignore' });
  const tarball = join(out, `${pkg.name.replace('@', '').replace('/', '-')}-${pkg.version}.tgz`);
  const files = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
  const leaked = files.filter((f) => /\.(test|spec|stories)\.|__fixtures__|\/src\//.test(f));
  if (leaked.length) problems.push(`${pkg.name} tarball contains: ${leaked.join(', ')}`);
  console.log(`${pkg.name}: ${files.length} files packed, entries present`);
}
rmSync(out, { recursive: true, force: true });
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
