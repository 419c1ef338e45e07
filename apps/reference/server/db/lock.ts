import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The file inside a PGlite data directory that says which process has it open. */
export const LOCK_FILE = 'mission-control.lock';

function running(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's embedded database: a second server opening the same
 * directory would corrupt it. The lock file holds the owner's pid; a lock left
 * by a process that no longer runs (a crash, kill -9) is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && running(owner)) {
        throw new Error(
          `The data directory ${dataDir} is in use by another Mission Control server (pid ${owner}); ` +
            'stop it, or give this one its own MC_DATA_DIR.',
          { cause: error },
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
