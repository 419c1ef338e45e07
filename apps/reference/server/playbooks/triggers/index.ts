import type { Database } from '../../db/database';
import { filterMatches } from '../../notifications/cel';
import { kindOf, loadResource, type EventResource, type QueuedEvent } from '../../notifications/resource';
import { approvalRuleOf, approvalRuleProblem } from '../approvals/spec';
import { ParameterError, resolveParameters, validateParameters } from '../params';
import { matchesAny } from '../selectors';
import { loadTarget, TARGET_KINDS, type Target } from '../targets';
import { labelsMatch, parseTriggers, type PlaybookTrigger } from './spec';

export { parseTriggers, TRIGGER_KINDS, type PlaybookTrigger } from './spec';

interface TriggeredPlaybook {
  id: string;
  name: string;
  spec: Record<string, unknown>;
}

/** What starts a run: the executor's `start` (a run inserted `scheduled`). */
export interface RunStarter {
  start(runId: string): void;
}

/**
 * Event-triggered playbooks (a spec's `on`). Not a consumer of its own: the notification dispatcher claims each
 * batch of `event_queue` rows (SKIP LOCKED, leased, so one server has an event at a time) and hands every event to
 * this before its rules; an event is deleted only when both succeeded. A run is inserted with the event's id under
 * a unique index, so an event claimed again (a later attempt, another server after the lease) never starts a
 * second run: exactly one run per playbook and event.
 */
export class PlaybookTriggers {
  /** Problems already logged: a broken spec is said once, not on every batch. */
  private readonly reported = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly executor: RunStarter,
    private readonly onError: (message: string) => void = (message) => console.error(message),
  ) {}

  /** Reads the playbooks with triggers once per claimed batch; answers the handler of one event. */
  async prepare(): Promise<(event: QueuedEvent) => Promise<void>> {
    const { rows } = await this.db.query<TriggeredPlaybook>(
      `SELECT id, name, spec FROM playbooks
       WHERE deleted_at IS NULL AND jsonb_typeof(spec -> 'on') = 'object' ORDER BY created_at, id`,
    );
    const byEvent = new Map<string, Array<{ playbook: TriggeredPlaybook; trigger: PlaybookTrigger }>>();
    for (const playbook of rows) {
      const { triggers, problems } = parseTriggers(playbook.spec);
      // Saving validates the spec; one written around that is skipped entry by entry, and said so.
      for (const problem of problems) this.reportOnce(`Playbook ${playbook.name} (${playbook.id}): ${problem}`);
      for (const trigger of triggers) {
        const list = byEvent.get(trigger.event) ?? [];
        list.push({ playbook, trigger });
        byEvent.set(trigger.event, list);
      }
    }
    return async (event) => {
      const candidates = byEvent.get(event.name);
      if (!candidates?.length || !kindOf(event.name)) return;
      const resource = await loadResource(this.db, event);
      if (!resource) return;
      const started = new Set<string>();
      for (const { playbook, trigger } of candidates) {
        // Two entries of one playbook matching the same event still make one run.
        if (started.has(playbook.id) || !this.matches(playbook, trigger, resource)) continue;
        started.add(playbook.id);
        await this.startRun(playbook, trigger, event, resource);
      }
    };
  }

  private reportOnce(message: string) {
    if (this.reported.has(message)) return;
    if (this.reported.size > 1000) this.reported.clear();
    this.reported.add(message);
    this.onError(message);
  }

  private matches(playbook: TriggeredPlaybook, trigger: PlaybookTrigger, resource: EventResource): boolean {
    const env = resource.env;
    const labels =
      resource.kind === 'check'
        ? { ...(env.canary?.labels as object | undefined), ...(env.check?.labels as object | undefined) }
        : env.resource.labels;
    if (!labelsMatch(trigger.labels, labels)) return false;
    if (!trigger.program) return true;
    try {
      return filterMatches(`${trigger.where}.filter`, trigger.program, env);
    } catch (error) {
      this.onError(`Playbook ${playbook.name} (${playbook.id}): ${(error as Error).message}`);
      return false;
    }
  }

  private async startRun(
    playbook: TriggeredPlaybook,
    trigger: PlaybookTrigger,
    event: QueuedEvent,
    resource: EventResource,
  ): Promise<void> {
    const target: Target | undefined = await loadTarget(this.db, resource.kind, resource.id);
    // A deleted resource (config.deleted) is still named by the run, without its row's fields.
    const selectors = playbook.spec[TARGET_KINDS[resource.kind].specKey];
    const declared = Array.isArray(selectors) && selectors.length > 0;
    // A playbook that says which checks/configs/components it applies to is not run on others by an event either.
    if (declared && (!target || !matchesAny(target.resource, selectors))) return;
    let parameters: Record<string, unknown> = {};
    let problem: string | undefined;
    try {
      const definitions = resolveParameters(playbook.spec, target ? { [target.kind]: target.resource } : {});
      parameters = validateParameters(definitions, {});
    } catch (error) {
      if (!(error instanceof ParameterError)) throw error;
      problem = `parameters: ${error.message} (a run started by ${event.name} has only the defaults)`;
    }
    // A spec that asks for approval: migration 034 keeps the inserted run pending for its approvers; one that names
    // no approver could never run, and says so.
    const approval = approvalRuleOf(playbook.spec);
    problem ??= approval && approvalRuleProblem(approval, playbook.name);
    const request = {
      trigger: {
        type: 'event',
        event: event.name,
        event_id: event.id,
        created_at: new Date(event.created_at).toISOString(),
        properties: event.properties ?? {},
        on: { kind: trigger.kind, where: trigger.where, filter: trigger.filter, labels: trigger.labels },
        resource: { kind: resource.kind, id: resource.id, name: resource.env.resource.name ?? null },
      },
    };
    const { rows } = await this.db.query<{ id: string; status: string }>(
      `INSERT INTO playbook_runs (playbook_id, spec, status, check_id, component_id, config_id, parameters, request,
                                  trigger_event_id, start_time, end_time, error)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11)
       ON CONFLICT (playbook_id, trigger_event_id) WHERE trigger_event_id IS NOT NULL DO NOTHING
       RETURNING id, status`,
      [
        playbook.id,
        playbook.spec,
        problem ? 'failed' : 'scheduled',
        resource.kind === 'check' && target ? resource.id : null,
        resource.kind === 'component' && target ? resource.id : null,
        resource.kind === 'config' && target ? resource.id : null,
        parameters,
        request,
        event.id,
        problem ? new Date() : null,
        problem ?? null,
      ],
    );
    const run = rows[0];
    if (run?.status === 'scheduled') this.executor.start(run.id);
  }
}
