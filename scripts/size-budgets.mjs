// Checks the budgets in .size-limit.mjs (size-limit's own config format). The
// size-limit CLI 14 needs Node 22 (fs.glob) and this machine runs Node 20, so
// this runner reads the same entries and measures them the way
// @size-limit/file does: the listed files, gzipped, summed. Run after
// `pnpm build`; it fails when an entry is over its limit or has no files.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const { default: entries } = await import(new URL('../.size-limit.mjs', import.meta.url));
const units = { b: 1, kb: 1000, mb: 1000 ** 2 };

function bytes(limit) {
  const match = /^([\d.]+)\s*(b|kb|mb)$/i.exec(limit.trim());
  if (!match) throw new Error(`cannot read the limit "${limit}"`);
  return Number(match[1]) * units[match[2].toLowerCase()];
}
const kB = (value) => `${(value / 1000).toFixed(2)} kB`;

let failed = 0;
for (const entry of entries) {
  const files = [entry.path].flat();
  const size = files.reduce((sum, file) => {
    const content = readFileSync(file);
    return sum + (entry.gzip === false ? content.length : gzipSync(content, { level: 9 }).length);
  }, 0);
  const limit = bytes(entry.limit);
  const over = files.length === 0 || size > limit;
  if (over) failed += 1;
  const note = files.length === 0 ? 'no files (run pnpm build first)' : over ? 'OVER BUDGET' : 'ok';
  console.log(
    `${entry.name.padEnd(44)} ${kB(size).padStart(11)} of ${kB(limit).padStart(11)}  ${files.length} file(s)  ${note}`,
  );
}
if (failed) {
  console.error(
    `${failed} budget(s) exceeded: shrink the bundle, or raise the limit in .size-limit.mjs in a reviewed change.`,
  );
  process.exit(1);
}
