// One chunk for everything the app's entry loads before any page (#26).
//
// Left to itself, Rolldown gives every module that the entry imports statically and some lazy page imports
// too a shared chunk of its own, one per set of importers: 16 small chunks that every route downloads
// anyway, each compressed on its own and each carrying its import and export lists. Putting those modules in
// one chunk costs no route anything (each route loads all of them already) and saves about 8 kB gzip and
// 13 requests on every first paint (the embedding example, a second entry, loads about 2 kB more).
//
// Which modules those are is known only after tree-shaking: the entry reaches most of the kit through
// barrel modules, so the import graph alone would pull in code that only lazy pages use. So a first build
// (not written, not minified) finds the chunks the entry imports statically, and the real build groups
// their modules. The group does not add the modules' own imports (`includeDependenciesRecursively: false`):
// the set is already closed over the imports that survive tree-shaking, and the others are the barrels'
// re-exports that belong in lazy chunks.
import { build, type Rollup } from 'vite';

/** Set on the first build, so that its own config does not start another first build. */
const FIRST_PASS = 'MC_FIRST_LOAD_PASS';

/** Whether this config is being loaded by the first build. */
export function isFirstLoadPass(): boolean {
  return process.env[FIRST_PASS] === '1';
}

/** The ids of the modules in the chunks that `entryName`'s entry chunk imports statically (not its own). */
export function modulesLoadedWith(output: readonly Rollup.OutputChunk[], entryName: string): Set<string> {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === entryName);
  if (!entry) throw new Error(`first-load chunk: the first build has no entry chunk named ${entryName}`);
  const seen = new Set<string>();
  const pending = [...entry.imports];
  const modules = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = chunks.get(file);
    if (!chunk) continue;
    for (const id of chunk.moduleIds) modules.add(id);
    pending.push(...chunk.imports);
  }
  return modules;
}

/** Runs the first build of `configFile` and answers the modules `entryName`'s entry loads with it. */
export async function firstLoadModules(configFile: string, entryName: string): Promise<Set<string>> {
  const previous = process.env[FIRST_PASS];
  process.env[FIRST_PASS] = '1';
  try {
    const result = await build({
      configFile,
      logLevel: 'silent',
      build: { write: false, minify: false, sourcemap: false, manifest: false, reportCompressedSize: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    return modulesLoadedWith(
      outputs.flatMap((item) => item.output.filter((chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk')),
      entryName,
    );
  } finally {
    if (previous === undefined) delete process.env[FIRST_PASS];
    else process.env[FIRST_PASS] = previous;
  }
}
