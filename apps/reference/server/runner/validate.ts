import { execSpecProblem } from './executors/exec';
import { folderFilter } from './executors/folder';
import { canarySchedule } from './reconcile';
import { parseSchedule } from './schedule';
import { parseCanarySpec } from './spec';

/** What a save checks in one check of a spec, beyond the shape parseCanarySpec reads. */
export function checkSpecProblem(type: string, spec: Record<string, unknown>): string | undefined {
  if (type === 'exec') return execSpecProblem(spec);
  if (type === 'folder') {
    try {
      folderFilter((spec.filter as Record<string, unknown> | undefined)?.regex);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return undefined;
}

/**
 * Why a canary cannot be saved as written, or undefined: the spec must read
 * (lists of checks, unique names), its schedule (or the `schedule` column)
 * must parse, and exec and folder checks must have usable fields. Every
 * writer (/api/db, the kube API) asks this before storing, so a bad spec is
 * a 400 at once instead of an error that only job history shows.
 */
export function canarySpecProblem(rawSpec: unknown, scheduleColumn?: unknown): string | undefined {
  try {
    const spec = parseCanarySpec(rawSpec);
    const column = typeof scheduleColumn === 'string' ? scheduleColumn : null;
    parseSchedule(canarySchedule(spec, column));
    for (const check of spec.checks) {
      const problem = checkSpecProblem(check.type, check.spec);
      if (problem) return `${check.type} check "${check.name}": ${problem}`;
    }
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
