// Fails the build when React reaches the api package: in its dependency graph or in the built output.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const rootFlag = process.argv.indexOf('--root');
const root =
  rootFlag > 0 && process.argv[rootFlag + 1]
    ? resolve(process.argv[rootFlag + 1])
    : resolve(dirname(fileURLToPath(import.meta.url)), '..');
const isReact = (name) =>
  name === 'react' || name === 'react-dom' || name.startsWith('react/') || name.startsWith('@types/react');

function manifestOf(name, from) {
  const require = createRequire(join(from, 'package.json'));
  let dir = dirname(require.resolve(name));
  while (
    !existsSync(join(dir, 'package.json')) ||
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name !== name
  ) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find package.json of ${name}`);
    dir = parent;
  }
  return { dir, pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) };
}

const problems = [];
const seen = new Set();
function walk(dir, pkg, trail) {
  const deps = { ...pkg.dependencies, ...pkg.peerDependencies };
  for (const name of Object.keys(deps)) {
    if (isReact(name)) {
      problems.push(`${[...trail, name].join(' → ')}`);
      continue;
    }
    if (seen.has(name)) continue;
    seen.add(name);
    const child = manifestOf(name, dir);
    walk(child.dir, child.pkg, [...trail, name]);
  }
}
const own = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
walk(root, own, [own.name]);

const dist = join(root, 'dist', 'index.js');
if (existsSync(dist)) {
  const code = readFileSync(dist, 'utf8');
  if (/from\s*["']react(?:-dom)?(?:\/[^"']*)?["']|require\(\s*["']react/.test(code))
    problems.push('dist/index.js imports react');
} else if (process.argv.includes('--dist')) {
  problems.push('dist/index.js is missing: run the build first');
}

if (problems.length) {
  process.stderr.write(`React found in @mission-control/api:\n  ${problems.join('\n  ')}\n`);
  process.exit(1);
}
process.stdout.write(`no react: ${seen.size} dependencies checked${existsSync(dist) ? ' and dist/index.js' : ''}\n`);
