import { formatSchemaProblem, viewSpecProblems } from '@mission-control/api/rules';
import { RESOURCE_KIND_LIST, type ResourceKind } from './resourceKindList';

export { ALL_ZERO_AGENT, sourceNote, type ResourceKind, type SourceNote } from './resourceKindList';
export { parseYaml, toYaml } from './yaml';

/** The editable kinds of operations §3.9, with the spec checks the editor runs as a spec is typed. */
export const RESOURCE_KINDS: readonly ResourceKind[] = RESOURCE_KIND_LIST.map((kind) =>
  kind.table === 'views'
    ? { ...kind, specProblems: (spec) => viewSpecProblems(spec ?? {}).map((problem) => formatSchemaProblem(problem)) }
    : kind,
);

export function resourceKind(segmentOrTable: string): ResourceKind | undefined {
  return RESOURCE_KINDS.find((kind) => kind.segment === segmentOrTable || kind.table === segmentOrTable);
}
