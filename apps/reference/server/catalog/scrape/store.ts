import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../db/database';
import {
  documentChanges,
  itemCreated,
  itemsDeleted,
  itemUpdated,
  newTally,
  type ChangeTally,
  type PreviousItem,
} from '../../changes/scrape';
import type { RelationshipRef, ScrapedItem } from './types';

/**
 * Writes a run's items into config_items (one row per type + external id of this scraper), their relationships
 * (§1.8: parent_id gives a `hard` parent -> child row, a shared external id across types an `Alias` row, other
 * relationship rules a `related` row), and soft-deletes the scraper's items not seen for the stale age. Changes and
 * events of the run (changes/scrape.ts: diff and health changes, document changes, config.* events) are written in
 * the same transaction.
 */
export interface StoreSummary {
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
  relationships: number;
  /** Relationship rules that matched no item. */
  unresolved: number;
  /** Changes recorded (new, merged or updated rows). */
  changes: number;
}

interface Existing {
  id: string;
  type: string;
  key: string;
  fingerprint: string;
  path: string | null;
  previous: PreviousItem;
}

/** JSON with sorted keys: jsonb reorders keys, so stored and scraped documents compare by content. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const keyOf = (type: string, externalId: string) => `${type}\u0000${externalId}`;

function fingerprint(fields: {
  name: string | null;
  config_class: string;
  status: string | null;
  health: string | null;
  description: string | null;
  labels: unknown;
  tags: unknown;
  properties: unknown;
  config: unknown;
  source: string | null;
  deleted: boolean;
  parent_id?: string | null;
}): string {
  return canonical(fields);
}

const itemFingerprint = (item: ScrapedItem, parentId: string | null) =>
  fingerprint({
    name: item.name,
    config_class: item.configClass,
    status: item.status,
    health: item.health,
    description: item.description,
    labels: item.labels,
    tags: item.tags,
    properties: item.properties,
    config: item.config,
    source: item.source,
    deleted: item.deletedAt !== null,
    parent_id: parentId,
  });

async function findRelated(
  tx: Transaction,
  ref: RelationshipRef,
): Promise<{ id: string; path: string | null } | undefined> {
  const { rows } = await tx.query<{ id: string; path: string | null }>(
    `SELECT id, path FROM config_items
     WHERE deleted_at IS NULL
       AND ($1::text IS NULL OR type = $1)
       AND ($2::text IS NULL OR external_id @> ARRAY[$2::text])
       AND ($3::text IS NULL OR name = $3)
       AND ($4::text IS NULL OR tags ->> 'namespace' = $4)
     ORDER BY created_at LIMIT 1`,
    [ref.type ?? null, ref.externalId ?? null, ref.name ?? null, ref.namespace ?? null],
  );
  return rows[0];
}

async function relate(
  tx: Transaction,
  configId: string,
  relatedId: string,
  relation: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO config_relationships (config_id, related_id, relation, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (related_id, config_id, relation) DO UPDATE SET deleted_at = NULL, updated_at = EXCLUDED.updated_at
       WHERE config_relationships.deleted_at IS NOT NULL`,
    [configId, relatedId, relation, now],
  );
}

export async function storeItems(
  tx: Transaction,
  scraperId: string,
  scraped: ScrapedItem[],
  now: Date,
  stale: { clean: boolean; ageMs: number },
  tally: ChangeTally = newTally(),
): Promise<StoreSummary> {
  const summary: StoreSummary = {
    created: 0,
    updated: 0,
    unchanged: 0,
    deleted: 0,
    relationships: 0,
    unresolved: 0,
    changes: 0,
  };
  const { rows } = await tx.query<{
    id: string;
    type: string;
    external_id: string[] | null;
    name: string | null;
    config_class: string;
    status: string | null;
    health: string | null;
    description: string | null;
    labels: unknown;
    tags: unknown;
    properties: unknown;
    config: unknown;
    source: string | null;
    deleted_at: Date | null;
    parent_id: string | null;
    path: string | null;
  }>(
    `SELECT id, type, external_id, name, config_class, status, health, description, labels, tags, properties, config,
            source, deleted_at, parent_id, path
     FROM config_items WHERE scraper_id = $1`,
    [scraperId],
  );
  const existing = new Map<string, Existing>();
  for (const row of rows) {
    const key = keyOf(row.type, row.external_id?.[0] ?? '');
    existing.set(key, {
      id: row.id,
      type: row.type,
      key,
      path: row.path,
      previous: {
        config: row.config,
        health: row.health,
        status: row.status,
        description: row.description,
        labels: row.labels,
        deleted: row.deleted_at !== null,
      },
      fingerprint: fingerprint({
        name: row.name,
        config_class: row.config_class,
        status: row.status,
        health: row.health,
        description: row.description,
        labels: row.labels,
        tags: row.tags,
        properties: row.properties,
        config: row.config,
        source: row.source,
        deleted: row.deleted_at !== null,
        parent_id: row.parent_id,
      }),
    });
  }
  // One item per type + id: a later document with the same id wins.
  const items = new Map<string, ScrapedItem>();
  for (const item of scraped) items.set(keyOf(item.type, item.externalId), item);

  const ids = new Map<string, string>();
  for (const key of items.keys()) ids.set(key, existing.get(key)?.id ?? randomUUID());
  const written: Array<{ id: string; item: ScrapedItem }> = [];
  for (const [key, item] of items) {
    const id = ids.get(key)!;
    const before = existing.get(key);
    const jsonb = (value: unknown) => JSON.stringify(value ?? null);
    const values = [
      id,
      scraperId,
      item.configClass,
      item.status,
      item.health,
      item.externalId,
      item.type,
      item.name,
      item.tags.namespace ?? null,
      item.description,
      jsonb(item.config),
      item.source,
      jsonb(item.labels),
      jsonb(item.tags),
      item.properties ? jsonb(item.properties) : null,
      item.createdAt ?? (before ? null : now),
      now,
      item.deletedAt,
    ];
    if (!before) {
      await tx.query(
        `INSERT INTO config_items (id, scraper_id, config_class, status, health, external_id, type, name, namespace,
                                   description, config, source, labels, tags, properties, created_at, updated_at,
                                   deleted_at, delete_reason, last_scraped_time)
         VALUES ($1, $2, $3, $4, $5, ARRAY[$6::text], $7, $8, $9, $10, $11::jsonb, $12, $13::jsonb, $14::jsonb,
                 $15::jsonb, $16, $17, $18, CASE WHEN $18::timestamptz IS NULL THEN NULL ELSE 'FROM_DELETE_FIELD' END, $17)`,
        values,
      );
      summary.created += 1;
      await itemCreated(tx, id, item);
    } else {
      await tx.query(
        `UPDATE config_items SET config_class = $3, status = $4, health = $5, external_id = ARRAY[$6::text], type = $7,
                name = $8, namespace = $9, description = $10, config = $11::jsonb, source = $12, labels = $13::jsonb,
                tags = $14::jsonb, properties = $15::jsonb, created_at = COALESCE($16::timestamptz, created_at),
                deleted_at = $18,
                delete_reason = CASE WHEN $18::timestamptz IS NULL THEN NULL ELSE 'FROM_DELETE_FIELD' END,
                last_scraped_time = $17
         WHERE id = $1 AND scraper_id = $2`,
        values,
      );
    }
    written.push({ id, item });
  }

  // Relationship rules, now that every item of the run exists.
  const parents = new Map<string, { id: string; path: string | null }>();
  for (const { id, item } of written) {
    for (const ref of item.relationships) {
      const related = await findRelated(tx, ref);
      if (!related || related.id === id) {
        summary.unresolved += 1;
        continue;
      }
      if (ref.parent) parents.set(id, related);
      else {
        await relate(tx, id, related.id, 'related', now);
        summary.relationships += 1;
      }
    }
  }
  const runIds = new Set(written.map(({ id }) => id));
  const pathOf = (id: string, depth = 0): string | null => {
    const parent = parents.get(id);
    if (!parent || depth > 32) return null;
    const above = runIds.has(parent.id) ? pathOf(parent.id, depth + 1) : parent.path;
    return above ? `${above}.${parent.id}` : parent.id;
  };
  for (const { id, item } of written) {
    const parent = parents.get(id) ?? null;
    const path = pathOf(id);
    await tx.query('UPDATE config_items SET parent_id = $2, path = $3 WHERE id = $1', [id, parent?.id ?? null, path]);
    if (parent) {
      await relate(tx, parent.id, id, 'hard', now);
      summary.relationships += 1;
    }
    // A parent the item no longer has keeps no hard relationship to it.
    await tx.query(
      `UPDATE config_relationships SET deleted_at = $3
       WHERE related_id = $1 AND relation = 'hard' AND deleted_at IS NULL AND config_id IS DISTINCT FROM $2`,
      [id, parent?.id ?? null, now],
    );
    // Items of other types with the same external id are aliases of this one (stored once per pair).
    const { rows: aliases } = await tx.query<{ id: string }>(
      `SELECT id FROM config_items
       WHERE id <> $1 AND type <> $2 AND deleted_at IS NULL AND external_id @> ARRAY[$3::text]`,
      [id, item.type, item.externalId],
    );
    for (const alias of aliases) {
      const [a, b] = [id, alias.id].sort();
      await relate(tx, a!, b!, 'Alias', now);
      summary.relationships += 1;
    }
    const before = existing.get(keyOf(item.type, item.externalId));
    if (before) {
      if (before.fingerprint === itemFingerprint(item, parent?.id ?? null)) summary.unchanged += 1;
      else {
        summary.updated += 1;
        await tx.query('UPDATE config_items SET updated_at = $2 WHERE id = $1', [id, now]);
        await itemUpdated(tx, id, before.previous, item, now, tally);
      }
    }
  }
  // Changes the documents reported, once every item of the run exists (one may name another).
  const resolve = async (target: { type?: string; externalId: string }) =>
    (target.type ? ids.get(keyOf(target.type, target.externalId)) : undefined) ??
    (await findRelated(tx, { type: target.type, externalId: target.externalId, parent: false }))?.id;
  for (const { id, item } of written) await documentChanges(tx, id, item, resolve, now, tally);
  summary.changes = tally.changes;

  // Items not seen for the stale age go, after a run where every source answered (a failing source never deletes).
  if (stale.clean) {
    const { rows: gone } = await tx.query<{ id: string }>(
      `UPDATE config_items SET deleted_at = $2, delete_reason = 'STALE'
       WHERE scraper_id = $1 AND deleted_at IS NULL
         AND COALESCE(last_scraped_time, updated_at, created_at) < $3
         AND NOT (id = ANY ($4::uuid[]))
       RETURNING id`,
      [scraperId, now, new Date(now.getTime() - stale.ageMs), `{${[...runIds].join(',')}}`],
    );
    summary.deleted = gone.length;
    await itemsDeleted(
      tx,
      gone.map(({ id }) => id),
    );
  }
  return summary;
}
