import type { ActionContext, ActionOutcome } from '../actions';
import { runGitops } from './gitops';
import { runNotification } from './notification';
import { runSql } from './sql';

/** Action types beyond exec and http that this server runs itself. */
export const LOCAL_ACTION_TYPES = ['sql', 'notification', 'gitops'] as const;

/**
 * What each remaining type of the spec needs, for the error its action records: they reach a cloud, a cluster or a
 * hosted service this server does not have.
 */
export const UNAVAILABLE_ACTIONS: Record<string, string> = {
  ai: 'an AI model provider (OpenAI, Anthropic, Gemini or Ollama) and its connection',
  github: 'GitHub Actions (a workflow dispatch through the GitHub API)',
  azureDevopsPipeline: 'Azure DevOps (a pipeline run through its API)',
  pod: 'a Kubernetes cluster to run the pod in',
  logs: 'a log backend (Loki, OpenSearch, CloudWatch or Kubernetes logs); no log backend is configured',
};

/** Runs a sql, notification or gitops action; any other type records what it needs. */
export async function runLocalAction(
  type: string,
  action: Record<string, unknown>,
  timeoutMs: number,
  context: ActionContext,
): Promise<ActionOutcome> {
  switch (type) {
    case 'sql':
      return runSql(action.sql, timeoutMs, context);
    case 'notification':
      return runNotification(action.notification, timeoutMs, context);
    case 'gitops':
      return runGitops(action.gitops, timeoutMs, context);
    default: {
      const needs = UNAVAILABLE_ACTIONS[type] ?? 'a service this server does not have';
      // Skipped with the reason, as unsupported types always were here: the run goes on to its next action.
      return { status: 'skipped', error: `${type} actions need ${needs}; not available on this server` };
    }
  }
}
