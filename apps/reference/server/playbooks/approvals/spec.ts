/**
 * A playbook spec's `approval` block, as upstream writes it:
 * `approval: {type: any | all, approvers: {people: [email or id…], teams: [name or id…]}}`.
 * `any`: the first approval schedules the run; `all`: every named person and every named team (one member
 * approving for it) must approve.
 */
export interface ApprovalRule {
  type: 'any' | 'all';
  people: string[];
  teams: string[];
}

const names = (value: unknown): string[] =>
  Array.isArray(value)
    ? [...new Set(value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== ''))].map(
        (entry) => entry.trim(),
      )
    : [];

/** The spec's approval rule, or undefined when runs of it need no approval. */
export function approvalRuleOf(spec: unknown): ApprovalRule | undefined {
  if (!spec || typeof spec !== 'object') return undefined;
  const approval = (spec as { approval?: unknown }).approval;
  if (!approval || typeof approval !== 'object') return undefined;
  const { type, approvers } = approval as { type?: unknown; approvers?: { people?: unknown; teams?: unknown } };
  return {
    // Upstream's default when `type` is left out is `any`.
    type: type === 'all' ? 'all' : 'any',
    people: names(approvers?.people),
    teams: names(approvers?.teams),
  };
}

/** The sentence a run request gets when the spec asks for approval but nobody could ever give it. */
export function approvalRuleProblem(rule: ApprovalRule, playbookLabel: string): string | undefined {
  if (rule.people.length || rule.teams.length) return undefined;
  return `playbook "${playbookLabel}" requires approval but names no approvers: list people (email or id) under approval.approvers.people or teams under approval.approvers.teams`;
}

/**
 * The status a new run of this spec starts in: `pending_approval` when the spec asks for approval, else
 * `scheduled`. Every place that creates runs (the run route, event triggers) asks this.
 */
export function initialRunStatus(spec: unknown): 'pending_approval' | 'scheduled' {
  return approvalRuleOf(spec) ? 'pending_approval' : 'scheduled';
}
