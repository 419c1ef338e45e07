import type { Database } from '../db/database';
import { claimDueRow, claimLease, LEASE_HOLDER, releaseDueRow, releaseLease, rowLeaseMs } from '../jobs/claims';
import { recordJobHistory, statusOf } from '../jobs/history';
import { reconcileCanary } from '../runner/reconcile';
import { buildTree } from './build';
import { syncInlineCanaries } from './inline';
import { DEFAULT_TOPOLOGY_SCHEDULE, parseTopologySpec, scheduleOf } from './spec';
import { storeTree, type TopologyStoreSummary } from './store';

/** Limits of every run (each has a default; the options override them). */
export interface TopologyLimits {
  /** A lookup that takes longer is abandoned, ms. @default 60000 */
  timeoutMs: number;
  /** Bytes read from one lookup at most. @default 4 MiB */
  maxBytes: number;
  /** Results (rows, list entries) of one lookup at most. @default 5000 */
  maxDocuments: number;
  /** Components one topology may produce. @default 10000 */
  maxComponents: number;
}

export const DEFAULT_TOPOLOGY_LIMITS: TopologyLimits = {
  timeoutMs: 60_000,
  maxBytes: 4 * 1024 * 1024,
  maxDocuments: 5_000,
  maxComponents: 10_000,
};

export interface TopologyEngineOptions {
  limits?: Partial<TopologyLimits>;
  /** Topologies running at once on the schedule. @default 2 */
  concurrency?: number;
  leaseHolder?: string;
  onError?: (message: string, error: unknown) => void;
}

/** The job_history row of a run (job_histories, with its resource name), as Run now answers it. */
export type TopologyJob = Record<string, unknown> & { id: string; status: string };

export interface TopologySummary extends TopologyStoreSummary {
  trigger: 'schedule' | 'manual' | 'start';
  root?: string;
}

interface TopologyRow {
  id: string;
  name: string;
  namespace: string | null;
  labels: Record<string, string> | null;
  spec: unknown;
  schedule: string | null;
  agent_id: string;
  created_by: string | null;
}

/** The topology is running on another server right now (its run lease is held). */
export class TopologyBusyError extends Error {}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** How often the tick looks for deleted topologies whose components are still live. */
const SWEEP_MS = 60_000;
const COLUMNS = 'id, name, namespace, labels, spec, schedule, agent_id, created_by';

/**
 * The topology runner: builds a topology's component tree from its spec (static and nested components, lookups,
 * forEach, properties, selectors), writes it in one transaction (store.ts) and records one job_history row per
 * run (`TopologyRun`, resource `topology`). Scheduled runs come from the check runner's tick (runner.addPass): a
 * due topology is claimed through the database (topologies.next_runtime), and a run holds a lease named after
 * the topology, so several servers on one database run it once and never twice at once.
 */
export class TopologyEngine {
  readonly name = 'Topology';
  readonly limits: TopologyLimits;
  private readonly concurrency: number;
  private readonly leaseHolder: string;
  private readonly onError: (message: string, error: unknown) => void;
  private readonly running = new Map<string, Promise<TopologyJob>>();
  private readonly scheduled = new Set<Promise<unknown>>();
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    options: TopologyEngineOptions = {},
  ) {
    this.limits = { ...DEFAULT_TOPOLOGY_LIMITS, ...options.limits };
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.leaseHolder = options.leaseHolder ?? LEASE_HOLDER;
    this.onError = options.onError ?? ((message, error) => console.error(message, error));
  }

  /** Runs one topology now and answers its job row when the run has finished; undefined when none is live. */
  async runNow(topologyId: string, signal?: AbortSignal): Promise<TopologyJob | undefined> {
    const { rows } = await this.db.query<TopologyRow>(
      `SELECT ${COLUMNS} FROM topologies WHERE id::text = $1 AND deleted_at IS NULL`,
      [topologyId],
    );
    const topology = rows[0];
    if (!topology) return undefined;
    return this.runOnce(topology, 'manual', signal ?? new AbortController().signal);
  }

  private runOnce(topology: TopologyRow, trigger: TopologySummary['trigger'], signal: AbortSignal) {
    const current = this.running.get(topology.id);
    if (current) return current;
    const run = this.leased(topology, trigger, signal).finally(() => this.running.delete(topology.id));
    this.running.set(topology.id, run);
    return run;
  }

  private async leased(topology: TopologyRow, trigger: TopologySummary['trigger'], signal: AbortSignal) {
    const lease = `Topology/${topology.id}`;
    // Long enough for several lookups to time out; a server that dies mid-run frees the topology when it expires.
    const ttl = this.limits.timeoutMs * 4 + 60_000;
    if (!(await claimLease(this.db, lease, ttl, this.leaseHolder))) {
      throw new TopologyBusyError(
        `topology ${topology.name} is running on another server; try again when it has finished`,
      );
    }
    try {
      return await this.execute(topology, trigger, signal);
    } finally {
      await releaseLease(this.db, lease, this.leaseHolder).catch(() => undefined);
    }
  }

  private async execute(topology: TopologyRow, trigger: TopologySummary['trigger'], signal: AbortSignal) {
    const start = new Date();
    const summary: TopologySummary = {
      trigger,
      components: 0,
      created: 0,
      updated: 0,
      deleted: 0,
      checks: 0,
      configs: 0,
      adopted: 0,
      events: 0,
    };
    const errors: string[] = [];
    let failed = false;
    try {
      const spec = parseTopologySpec(topology.spec, topology.schedule);
      const { maxComponents, ...source } = this.limits;
      const context = { db: this.db, author: topology.created_by, source, signal, maxComponents, errors, count: 0 };
      const tree = await buildTree(topology, spec.root, { ...context, keys: new Set<string>() });
      if (signal.aborted) throw new Error('the run was stopped');
      // Inline canaries are saved and reconciled (their checks created) before the tree links them.
      const inline = await syncInlineCanaries(this.db, topology, tree, errors);
      const stored = await this.db.transaction((tx) => storeTree(tx, topology.id, topology.agent_id, tree, inline));
      Object.assign(summary, stored);
      const { rows } = await this.db.query<{ id: string }>(
        'SELECT id FROM components WHERE topology_id = $1 AND parent_id IS NULL AND deleted_at IS NULL LIMIT 1',
        [topology.id],
      );
      summary.root = rows[0]?.id;
    } catch (error) {
      failed = true;
      errors.push(errorText(error));
    }
    const success = failed ? 0 : summary.components;
    await recordJobHistory(this.db, {
      name: 'TopologyRun',
      resourceType: 'topology',
      resourceId: topology.id,
      start,
      end: new Date(),
      success,
      errors: errors.length,
      status: failed ? 'FAILED' : statusOf(success, errors.length),
      details: { topology_summary: summary, ...(errors.length ? { errors } : {}) },
    });
    const { rows } = await this.db.query<TopologyJob>(
      `SELECT * FROM job_histories WHERE resource_type = 'topology' AND resource_id = $1 AND time_start = $2
       ORDER BY created_at DESC LIMIT 1`,
      [topology.id, start],
    );
    return rows[0]!;
  }

  // --- the schedule, driven by the check runner's tick ---

  /** One pass: claim the due topologies (through the database) and start them; runs go on after the pass returns. */
  async tick(signal: AbortSignal): Promise<void> {
    if (Date.now() - this.lastSweep >= SWEEP_MS) {
      this.lastSweep = Date.now();
      await this.sweepDeleted().catch((error: unknown) => this.onError('Could not sweep deleted topologies:', error));
    }
    const room = this.concurrency - this.scheduled.size;
    if (room <= 0) return;
    const { rows } = await this.db.query<TopologyRow & { due: string | null }>(
      `SELECT ${COLUMNS}, next_runtime::text AS due FROM topologies
       WHERE deleted_at IS NULL AND (next_runtime IS NULL OR next_runtime <= now())
         AND NOT (id::text IN (SELECT jsonb_array_elements_text($2::jsonb)))
       ORDER BY next_runtime NULLS FIRST LIMIT $1`,
      [room, JSON.stringify([...this.running.keys()])],
    );
    for (const { due, ...topology } of rows) {
      const interval = intervalOf(topology);
      if (!(await claimDueRow(this.db, 'topologies', topology.id, due, rowLeaseMs(interval)))) continue;
      const run = this.scheduledRun(topology, due === null ? 'start' : 'schedule', signal).finally(() =>
        this.scheduled.delete(run),
      );
      this.scheduled.add(run);
    }
  }

  /**
   * A deleted topology's components go with it (soft-deleted, with their links), and its inline canaries (their
   * checks stop running). Idempotent; the tick runs it once a minute.
   */
  async sweepDeleted(): Promise<number> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE components SET deleted_at = now() WHERE deleted_at IS NULL
         AND topology_id IN (SELECT id FROM topologies WHERE deleted_at IS NOT NULL) RETURNING id`,
    );
    if (rows.length) {
      const gone = JSON.stringify(rows.map((row) => row.id));
      for (const table of [
        'check_component_relationships',
        'config_component_relationships',
        'component_relationships',
      ]) {
        await this.db.query(
          `UPDATE ${table} SET deleted_at = now()
           WHERE component_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid) AND deleted_at IS NULL`,
          [gone],
        );
      }
    }
    const { rows: canaries } = await this.db.query<{ id: string }>(
      `UPDATE canaries SET deleted_at = now() WHERE deleted_at IS NULL AND source LIKE 'topology/%'
         AND substr(source, 10) IN (SELECT id::text FROM topologies WHERE deleted_at IS NOT NULL) RETURNING id`,
    );
    for (const { id } of canaries) await reconcileCanary(this.db, id).catch(() => undefined);
    return rows.length;
  }

  /** Scheduled runs still going (the runner waits for them on stop). */
  drain(): Promise<unknown> {
    return Promise.allSettled([...this.scheduled]);
  }

  private async scheduledRun(topology: TopologyRow, trigger: TopologySummary['trigger'], signal: AbortSignal) {
    try {
      await this.runOnce(topology, trigger, signal);
    } catch (error) {
      if (signal.aborted) {
        await releaseDueRow(this.db, 'topologies', topology.id).catch(() => undefined);
        return;
      }
      if (!(error instanceof TopologyBusyError)) {
        this.onError(`Topology ${topology.name} (${topology.id}) failed:`, error);
      }
    }
    if (signal.aborted) return;
    await this.db
      .query('UPDATE topologies SET next_runtime = $2 WHERE id = $1', [
        topology.id,
        new Date(Date.now() + intervalOf(topology)),
      ])
      .catch((error: unknown) => this.onError(`Could not schedule topology ${topology.id}:`, error));
  }
}

/** Time to the next run by the topology's schedule (a schedule that does not parse: the default's). */
export function intervalOf(topology: Pick<TopologyRow, 'spec' | 'schedule'>): number {
  const now = new Date();
  try {
    return scheduleOf(parseTopologySpec(topology.spec, topology.schedule).schedule).next(now).getTime() - now.getTime();
  } catch {
    return scheduleOf(DEFAULT_TOPOLOGY_SCHEDULE).next(now).getTime() - now.getTime();
  }
}
