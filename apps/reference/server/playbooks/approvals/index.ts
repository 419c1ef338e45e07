// Run approvals (#23): the spec's `approval` rule, who may approve, and the run's pending_approval → scheduled or
// cancelled transitions. routes.ts calls these; the executor only ever sees `scheduled` runs.
export { approvalRuleOf, approvalRuleProblem, initialRunStatus, type ApprovalRule } from './spec';
export { approveRun, approvalView, rejectPendingRun, type ApprovalView, type ApproveResult } from './runs';
