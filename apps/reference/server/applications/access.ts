import type { Transaction } from '../db/database';
import type { RawDocument, ScrapedItem } from '../catalog/scrape/types';

/**
 * Access data that scrapers record (upstream config-db's ScrapeResult fields): a `full` document may carry, beside
 * its `config` and `changes`, the users and roles of the system it describes (`external_users`, `external_roles`),
 * who holds which role on which item (`config_access`) and when each user last reached it (`config_access_logs`,
 * or `access_logs`). An entry names its item with `config_type` + `external_id`; without them it is about the
 * document's own (first) item. Users and roles are found by any of their `aliases` (their name is always one).
 */

/** Entries of one list in one document at most: a runaway document cannot fill the tables. */
export const MAX_ACCESS_ENTRIES = 1000;

/** The keys a document's access data uses; `fullDocuments` keeps them out of the item's config. */
export const ACCESS_KEYS = [
  'external_users',
  'external_roles',
  'config_access',
  'config_access_logs',
  'access_logs',
] as const;

interface Target {
  type?: string;
  externalId: string;
}

interface UserEntry {
  name: string;
  email?: string;
  accountId?: string;
  userType?: string;
  aliases: string[];
}

interface RoleEntry {
  name: string;
  description?: string;
  roleType?: string;
  aliases: string[];
}

interface AccessEntry {
  id: string;
  target?: Target;
  userAliases: string[];
  roleAliases: string[];
  lastReviewedAt?: Date;
  lastReviewedBy?: string;
}

interface LogEntry {
  target?: Target;
  userAliases: string[];
  at: Date;
  mfa?: boolean;
  properties?: unknown;
  count: number;
}

/** One document's access data; `target` is filled from the document's first item once the items are known. */
export interface AccessBatch {
  origin: string;
  where: string;
  target?: Target;
  users: UserEntry[];
  roles: RoleEntry[];
  access: AccessEntry[];
  logs: LogEntry[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : undefined;

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .map(text)
    .filter((entry): entry is string => !!entry);

function time(value: unknown, where: string, errors: string[]): Date | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) {
    errors.push(`${where} "${raw}" is not a time`);
    return undefined;
  }
  return date;
}

function targetOf(entry: Record<string, unknown>): Target | undefined {
  const externalId = text(entry.external_id ?? entry.externalID);
  if (!externalId) return undefined;
  const type = text(entry.config_type ?? entry.configType);
  return type ? { type, externalId } : { externalId };
}

function list(data: Record<string, unknown>, key: string, where: string, errors: string[]): Record<string, unknown>[] {
  const value = data[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errors.push(`${where}: ${key} must be a list`);
    return [];
  }
  if (value.length > MAX_ACCESS_ENTRIES) {
    errors.push(`${where}: ${key} has ${value.length} entries; the first ${MAX_ACCESS_ENTRIES} were kept`);
  }
  const out: Record<string, unknown>[] = [];
  for (const [index, entry] of value.slice(0, MAX_ACCESS_ENTRIES).entries()) {
    if (isRecord(entry)) out.push(entry);
    else errors.push(`${where}: ${key}[${index}] must be an object`);
  }
  return out;
}

/** The access data of `full` documents (read before their `config` replaces them). */
export function accessOfDocuments(where: string, documents: RawDocument[], errors: string[]): AccessBatch[] {
  const batches: AccessBatch[] = [];
  for (const document of documents) {
    const data = document.data;
    if (!isRecord(data) || !ACCESS_KEYS.some((key) => key in data)) continue;
    const at = `${where} ${document.origin}`;
    const batch: AccessBatch = { origin: document.origin, where: at, users: [], roles: [], access: [], logs: [] };
    for (const [index, entry] of list(data, 'external_users', at, errors).entries()) {
      const name = text(entry.name);
      if (!name) {
        errors.push(`${at}: external_users[${index}] has no name`);
        continue;
      }
      batch.users.push({
        name,
        email: text(entry.email),
        accountId: text(entry.account_id),
        userType: text(entry.user_type),
        aliases: [...new Set([name, ...texts(entry.aliases)])],
      });
    }
    for (const [index, entry] of list(data, 'external_roles', at, errors).entries()) {
      const name = text(entry.name);
      if (!name) {
        errors.push(`${at}: external_roles[${index}] has no name`);
        continue;
      }
      batch.roles.push({
        name,
        description: text(entry.description),
        roleType: text(entry.role_type),
        aliases: [...new Set([name, ...texts(entry.aliases)])],
      });
    }
    for (const [index, entry] of list(data, 'config_access', at, errors).entries()) {
      const id = text(entry.id);
      const userAliases = texts(entry.external_user_aliases ?? entry.user);
      if (!id || !userAliases.length) {
        errors.push(`${at}: config_access[${index}] needs an id and external_user_aliases`);
        continue;
      }
      batch.access.push({
        id,
        target: targetOf(entry),
        userAliases,
        roleAliases: texts(entry.external_role_aliases ?? entry.role),
        lastReviewedAt: time(entry.last_reviewed_at, `${at}: config_access[${index}].last_reviewed_at`, errors),
        lastReviewedBy: text(entry.last_reviewed_by),
      });
    }
    const logs = [...list(data, 'config_access_logs', at, errors), ...list(data, 'access_logs', at, errors)];
    for (const [index, entry] of logs.entries()) {
      const userAliases = texts(entry.external_user_aliases ?? entry.user);
      const when = time(entry.created_at, `${at}: access log ${index}.created_at`, errors);
      if (!userAliases.length || !when) {
        errors.push(`${at}: access log ${index} needs external_user_aliases and created_at`);
        continue;
      }
      const count = typeof entry.count === 'number' && entry.count > 0 ? Math.floor(entry.count) : 1;
      batch.logs.push({
        target: targetOf(entry),
        userAliases,
        at: when,
        mfa: typeof entry.mfa === 'boolean' ? entry.mfa : undefined,
        properties: entry.properties,
        count,
      });
    }
    batches.push(batch);
  }
  return batches;
}

/** Gives each batch its document's first item as the default target (items keep their document in `source`). */
export function bindAccess(batches: AccessBatch[], items: ScrapedItem[]): AccessBatch[] {
  for (const batch of batches) {
    const item = items.find((candidate) => candidate.source === batch.origin);
    if (item) batch.target = { type: item.type, externalId: item.externalId };
  }
  return batches;
}

/** A text[] from a JSON list parameter: the database layer sends arrays as JSON on both engines. */
const textArray = (n: number) => `ARRAY(SELECT jsonb_array_elements_text($${n}::jsonb))`;

async function findConfig(tx: Transaction, target: Target | undefined): Promise<string | undefined> {
  if (!target) return undefined;
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM config_items WHERE deleted_at IS NULL AND external_id @> ARRAY[$2::text]
       AND ($1::text IS NULL OR type = $1) ORDER BY created_at LIMIT 1`,
    [target.type ?? null, target.externalId],
  );
  return rows[0]?.id;
}

async function upsertNamed(
  tx: Transaction,
  table: 'external_users' | 'external_roles',
  scraperId: string,
  entry: UserEntry | RoleEntry,
  now: Date,
): Promise<string> {
  const extra =
    table === 'external_users'
      ? [
          (entry as UserEntry).email ?? null,
          (entry as UserEntry).accountId ?? null,
          (entry as UserEntry).userType ?? null,
        ]
      : [(entry as RoleEntry).description ?? null, null, (entry as RoleEntry).roleType ?? null];
  const columns =
    table === 'external_users' ? ['email', 'account_id', 'user_type'] : ['description', 'account_id', 'role_type'];
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE scraper_id = $1 AND aliases && ${textArray(2)} ORDER BY created_at LIMIT 1`,
    [scraperId, JSON.stringify(entry.aliases)],
  );
  if (rows[0]) {
    await tx.query(
      `UPDATE ${table} SET name = $2, ${columns[0]} = $3, ${columns[1]} = $4, ${columns[2]} = $5,
         aliases = ARRAY(SELECT DISTINCT unnest(aliases || ${textArray(6)})), updated_at = $7, deleted_at = NULL
       WHERE id = $1`,
      [rows[0].id, entry.name, ...extra, JSON.stringify(entry.aliases), now],
    );
    return rows[0].id;
  }
  const { rows: inserted } = await tx.query<{ id: string }>(
    `INSERT INTO ${table} (name, ${columns.join(', ')}, aliases, scraper_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, ${textArray(5)}, $6, $7, $7) RETURNING id`,
    [entry.name, ...extra, JSON.stringify(entry.aliases), scraperId, now],
  );
  return inserted[0]!.id;
}

async function findNamed(
  tx: Transaction,
  table: 'external_users' | 'external_roles',
  scraperId: string,
  aliases: string[],
): Promise<string | undefined> {
  if (!aliases.length) return undefined;
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE deleted_at IS NULL AND aliases && ${textArray(2)}
     ORDER BY (scraper_id = $1) DESC NULLS LAST, created_at LIMIT 1`,
    [scraperId, JSON.stringify(aliases)],
  );
  return rows[0]?.id;
}

export interface AccessSummary {
  users: number;
  roles: number;
  access: number;
  logs: number;
}

/**
 * Writes a run's access data in the run's transaction. With `clean` (every source read), the scraper's access
 * rows the run no longer reported are soft-deleted, as its stale items are.
 */
export async function storeAccess(
  tx: Transaction,
  scraperId: string,
  batches: AccessBatch[],
  now: Date,
  clean: boolean,
  errors: string[],
): Promise<AccessSummary> {
  const summary: AccessSummary = { users: 0, roles: 0, access: 0, logs: 0 };
  const seen: string[] = [];
  for (const batch of batches) {
    for (const user of batch.users) {
      await upsertNamed(tx, 'external_users', scraperId, user, now);
      summary.users += 1;
    }
    for (const role of batch.roles) {
      await upsertNamed(tx, 'external_roles', scraperId, role, now);
      summary.roles += 1;
    }
    for (const entry of batch.access) {
      const configId = await findConfig(tx, entry.target ?? batch.target);
      const userId = await findNamed(tx, 'external_users', scraperId, entry.userAliases);
      if (!configId || !userId) {
        errors.push(
          `${batch.where}: access ${entry.id} names ${configId ? 'a user' : 'an item'} the catalog does not have`,
        );
        continue;
      }
      const roleId = await findNamed(tx, 'external_roles', scraperId, entry.roleAliases);
      await tx.query(
        `INSERT INTO config_access (id, config_id, external_user_id, external_role_id, scraper_id, last_reviewed_at,
                                    last_reviewed_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
         ON CONFLICT (id) DO UPDATE SET config_id = EXCLUDED.config_id, external_user_id = EXCLUDED.external_user_id,
           external_role_id = EXCLUDED.external_role_id, scraper_id = EXCLUDED.scraper_id,
           last_reviewed_at = EXCLUDED.last_reviewed_at, last_reviewed_by = EXCLUDED.last_reviewed_by,
           updated_at = EXCLUDED.updated_at, deleted_at = NULL`,
        [
          entry.id,
          configId,
          userId,
          roleId ?? null,
          scraperId,
          entry.lastReviewedAt ?? null,
          entry.lastReviewedBy ?? null,
          now,
        ],
      );
      seen.push(entry.id);
      summary.access += 1;
    }
    for (const log of batch.logs) {
      const configId = await findConfig(tx, log.target ?? batch.target);
      const userId = await findNamed(tx, 'external_users', scraperId, log.userAliases);
      if (!configId || !userId) {
        errors.push(`${batch.where}: an access log names ${configId ? 'a user' : 'an item'} the catalog does not have`);
        continue;
      }
      // The newest access wins; an older log read again never moves the last login back.
      await tx.query(
        `INSERT INTO config_access_logs (config_id, external_user_id, scraper_id, created_at, mfa, properties, count)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (config_id, external_user_id) DO UPDATE SET
           created_at = GREATEST(config_access_logs.created_at, EXCLUDED.created_at),
           mfa = CASE WHEN EXCLUDED.created_at >= config_access_logs.created_at THEN EXCLUDED.mfa
                      ELSE config_access_logs.mfa END,
           properties = COALESCE(EXCLUDED.properties, config_access_logs.properties),
           count = GREATEST(config_access_logs.count, EXCLUDED.count)`,
        [configId, userId, scraperId, log.at, log.mfa ?? null, log.properties ?? null, log.count],
      );
      summary.logs += 1;
    }
  }
  if (clean) {
    await tx.query(
      `UPDATE config_access SET deleted_at = $2
       WHERE scraper_id = $1 AND deleted_at IS NULL AND NOT (id = ANY(${textArray(3)}))`,
      [scraperId, now, JSON.stringify(seen)],
    );
  }
  return summary;
}
