import { execSpecProblem } from '../../../runner/executors/exec';
import { networkField, runSandboxed } from '../../../sandbox/run';
import { execLimits } from '../../../sandbox/settings';
import type { SourceConfig } from '../spec';
import type { RawDocument, SourceContext } from '../types';

/**
 * The `exec` scraper: `script` runs in the exec sandbox exactly as an exec check does (sandbox/run.ts: minimal
 * environment, own process group and PID namespace, no network unless `network: true`, resource limits, only
 * MC_EXEC_ROLES may save one). Its standard output is JSON: an object is one document, an array (without
 * `items`) one document per element.
 */
export const execSourceProblem = (config: SourceConfig) => execSpecProblem(config);

export async function execSource(config: SourceConfig, context: SourceContext): Promise<RawDocument[]> {
  const problem = execSourceProblem(config);
  if (problem) throw new Error(problem);
  const env: Record<string, string> = {};
  for (const entry of (config.env as Array<{ name: string; value?: string }> | undefined) ?? [])
    env[entry.name] = entry.value ?? '';
  const timeout = AbortSignal.timeout(context.timeoutMs);
  const run = await runSandboxed({
    script: String(config.script),
    env,
    network: networkField(config.network) === true,
    signal: AbortSignal.any([context.signal, timeout]),
  });
  if (run.aborted !== undefined) {
    throw new Error(timeout.aborted ? `the script ran longer than ${context.timeoutMs} ms` : 'the run was stopped');
  }
  if (run.exitCode !== 0) {
    const reason = run.killedBy ? `was killed by ${run.killedBy}` : `exited with code ${run.exitCode}`;
    throw new Error(`the script ${reason}${run.stderr.trim() ? `: ${run.stderr.trim().slice(0, 500)}` : ''}`);
  }
  const limit = Math.min(context.maxBytes, execLimits().outputChars);
  if (run.stdout.length > limit) throw new Error(`the script printed more than the limit of ${limit} characters`);
  let data: unknown;
  try {
    data = JSON.parse(run.stdout);
  } catch {
    throw new Error('the script did not print JSON');
  }
  if (Array.isArray(data) && !config.items) {
    if (data.length > context.maxDocuments)
      throw new Error(`the script printed more than ${context.maxDocuments} documents`);
    return data.map((entry, index) => ({ data: entry, origin: `output item ${index}`, format: 'json' }));
  }
  return [{ data, origin: 'output', format: 'json' }];
}
