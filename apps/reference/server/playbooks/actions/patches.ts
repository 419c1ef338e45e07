import { readFile, writeFile } from 'node:fs/promises';
import { ExecUnavailableError, runSandboxed } from '../../sandbox/run';

/** Largest file a gitops action writes or patches. */
export const MAX_FILE_BYTES = 1024 * 1024;
/** Largest file a patch reads: it reaches the sandbox in an environment variable, which the kernel caps at 128 KiB. */
export const MAX_PATCH_INPUT = 120 * 1024;

export interface PatchSpec {
  path: string;
  jq?: string;
  yq?: string;
}

export class PatchError extends Error {
  override name = 'PatchError';
}

/**
 * A gitops patch: the `jq` expression on a JSON file, or the `yq` expression on a YAML file (jq's language, as
 * `yq -y` reads it), the file replaced by the result. The tools run in the exec sandbox (sandbox/run.ts), with the
 * file's text and the expression as environment variables and no view of the server's files: jq's `import` and
 * `input` could otherwise read any JSON file on this machine into the commit.
 */
export async function applyPatch(file: string, patch: PatchSpec, signal: AbortSignal): Promise<void> {
  const where = `gitops.patches ${patch.path}`;
  let input: string;
  try {
    input = await readFile(file, 'utf8');
  } catch {
    throw new PatchError(`${where}: no such file in the repository`);
  }
  if (Buffer.byteLength(input) > MAX_PATCH_INPUT) {
    throw new PatchError(`${where}: the file is larger than ${MAX_PATCH_INPUT} bytes, the most a patch can read`);
  }
  // The leading space keeps an expression that starts with "-" from being read as an option (jq 1.6 has no "--").
  const script = patch.jq
    ? 'printf "%s" "$MC_PATCH_INPUT" | jq --indent 2 " $MC_PATCH_EXPRESSION"'
    : 'printf "%s" "$MC_PATCH_INPUT" | yq -y " $MC_PATCH_EXPRESSION"';
  let run;
  try {
    run = await runSandboxed({
      script,
      env: { MC_PATCH_INPUT: input, MC_PATCH_EXPRESSION: (patch.jq ?? patch.yq)! },
      network: false,
      signal,
    });
  } catch (error) {
    if (error instanceof ExecUnavailableError) {
      throw new PatchError(`${where}: patches run jq/yq in the exec sandbox, which is not available: ${error.message}`);
    }
    throw error;
  }
  if (signal.aborted) throw new PatchError(`${where}: stopped (the action was cancelled or timed out)`);
  if (run.exitCode !== 0) {
    const detail = run.stderr.trim().split('\n')[0] ?? `exit code ${run.exitCode}`;
    throw new PatchError(`${where}: ${patch.jq ? 'jq' : 'yq'} failed: ${detail}`);
  }
  if (Buffer.byteLength(run.stdout) > MAX_FILE_BYTES) {
    throw new PatchError(`${where}: the result is larger than ${MAX_FILE_BYTES} bytes`);
  }
  await writeFile(file, run.stdout);
}
