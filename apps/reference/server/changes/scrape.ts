import type { Queryable } from '../db/database';
import type { ScrapedChange, ScrapedItem } from '../catalog/scrape/types';
import { documentDiff } from './diff';
import { enqueueEvent } from './events';
import { applyChangeRules, type ChangeFacts, type ItemFacts } from './mapping';
import { healthChange, healthEventName, recordChange, type ChangeInput, type RecordedChange } from './record';
import { isSuppressed } from './suppress';

/**
 * What a scraper run writes besides the items (called by catalog/scrape/store.ts inside the run's transaction):
 * `config.created` / `config.deleted` events, the diff change of a changed document, the health change of a health
 * transition, and the changes the documents reported. Every change passes the source's `transform.changes` rules
 * and the item's ignore annotations (suppress.ts) before it is recorded.
 */
export interface PreviousItem {
  config: unknown;
  health: string | null;
  status: string | null;
  description: string | null;
  labels: unknown;
  deleted: boolean;
}

/** Counts for the run's scrape summary, and rule failures for its errors. */
export interface ChangeTally {
  /** Changes written (new rows, merged or updated ones). */
  changes: number;
  errors: string[];
}

export const newTally = (): ChangeTally => ({ changes: 0, errors: [] });

const itemFacts = (item: ScrapedItem): ItemFacts => ({
  config: item.config,
  config_type: item.type,
  name: item.name,
  tags: item.tags,
  labels: item.labels,
});

/** Rules, annotations, then the write; a `delete` mapping soft-deletes the item. */
async function passAndRecord(
  tx: Queryable,
  configId: string,
  item: ScrapedItem,
  input: ChangeInput,
  now: Date,
  tally: ChangeTally,
): Promise<RecordedChange | undefined> {
  const facts: ChangeFacts = {
    change_type: input.changeType,
    summary: input.summary ?? null,
    severity: input.severity ?? null,
    source: input.source ?? null,
    details: input.details ?? null,
    patches: input.patches ?? null,
    external_change_id: input.externalChangeId ?? null,
  };
  // A failing rule is reported once per item and message (the run keeps the first 20 errors).
  const mapped = applyChangeRules(item.changeRules, facts, itemFacts(item), (message) => {
    if (!tally.errors.includes(message)) tally.errors.push(message);
  });
  if (!mapped) return undefined;
  if (isSuppressed({ labels: item.labels, config: item.config }, mapped)) return undefined;
  const recorded = await recordChange(
    tx,
    {
      ...input,
      changeType: mapped.change_type,
      summary: mapped.summary,
      severity: mapped.severity,
    },
    { now },
  );
  if (recorded.outcome !== 'unchanged') tally.changes += 1;
  if (mapped.deleteItem) {
    const { affectedRows } = await tx.query(
      `UPDATE config_items SET deleted_at = $2, delete_reason = 'FROM_EVENT' WHERE id = $1 AND deleted_at IS NULL`,
      [configId, now],
    );
    if (affectedRows) await enqueueEvent(tx, 'config.deleted', { id: configId });
  }
  return recorded;
}

export async function itemCreated(tx: Queryable, id: string, item: ScrapedItem): Promise<void> {
  await enqueueEvent(tx, 'config.created', { id });
  if (item.deletedAt) await enqueueEvent(tx, 'config.deleted', { id });
}

/** A rescraped item whose stored fields differ: its diff change, health change and deletion event. */
export async function itemUpdated(
  tx: Queryable,
  id: string,
  previous: PreviousItem,
  item: ScrapedItem,
  now: Date,
  tally: ChangeTally,
): Promise<void> {
  const diff = documentDiff(previous.config, item.config);
  if (diff) {
    await passAndRecord(
      tx,
      id,
      item,
      {
        configId: id,
        changeType: 'diff',
        source: 'diff',
        severity: 'info',
        summary: diff.summary,
        patches: diff.patches,
        diff: diff.diff,
      },
      now,
      tally,
    );
  }
  if ((previous.health ?? null) !== (item.health ?? null)) {
    const recorded = await passAndRecord(
      tx,
      id,
      item,
      healthChange(id, previous.health, item.health, item.status, item.description),
      now,
      tally,
    );
    await enqueueEvent(tx, healthEventName(item.health, item.status), {
      id,
      previous: previous.health,
      current: item.health,
      change_id: recorded?.id,
    });
  }
  if (!previous.deleted && item.deletedAt) await enqueueEvent(tx, 'config.deleted', { id });
}

/** The changes an item's document reported (about it, or about another item by type + external id). */
export async function documentChanges(
  tx: Queryable,
  id: string,
  item: ScrapedItem,
  resolve: (target: NonNullable<ScrapedChange['target']>) => Promise<string | undefined>,
  now: Date,
  tally: ChangeTally,
): Promise<void> {
  for (const change of item.changes ?? []) {
    const configId = change.target ? await resolve(change.target) : id;
    if (!configId) {
      tally.errors.push(
        `a ${change.changeType} change names ${change.target!.type ?? 'an item'} ${change.target!.externalId}, which is not in the catalog; it was not recorded`,
      );
      continue;
    }
    await passAndRecord(
      tx,
      configId,
      item,
      {
        configId,
        changeType: change.changeType,
        externalChangeId: change.externalChangeId ?? null,
        severity: change.severity ?? null,
        source: change.source ?? null,
        summary: change.summary ?? null,
        details: change.details,
        patches: change.patches,
        diff: change.diff ?? null,
        createdAt: change.createdAt ?? null,
        externalCreatedBy: change.externalCreatedBy ?? null,
      },
      now,
      tally,
    );
  }
}

/** Items the stale sweep soft-deleted. */
export async function itemsDeleted(tx: Queryable, ids: string[]): Promise<void> {
  for (const id of ids) await enqueueEvent(tx, 'config.deleted', { id });
}
