import type { Queryable } from '../db/database';

/**
 * Events for the one stream notifications consume (`event_queue`, duty `views/007_events.sql`): config
 * (`config.created`, `config.updated`, `config.changed`, `config.deleted`, `config.<health>`), check and component
 * events. Callers pass the transaction of the write that caused the event, so a write that rolls back leaves no
 * event and an event never names a row that does not exist.
 */
export type EventName =
  | 'config.created'
  | 'config.updated'
  | 'config.changed'
  | 'config.deleted'
  | 'config.healthy'
  | 'config.unhealthy'
  | 'config.warning'
  | 'config.unknown'
  | 'config.degraded'
  | (string & {});

/** What an event names: `id` of the row it is about and the ids a consumer needs (config_id, change_id, check_id…). */
export type EventProperties = Record<string, string | number | boolean | null | undefined>;

/** Inserts one event into `event_queue` in the caller's transaction; undefined properties are left out. */
export async function enqueueEvent(
  tx: Queryable,
  name: EventName,
  properties: EventProperties,
  options: { priority?: number } = {},
): Promise<void> {
  const clean: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(properties)) if (value !== undefined) clean[key] = value;
  await tx.query('INSERT INTO event_queue (name, properties, priority) VALUES ($1, $2::jsonb, $3)', [
    name,
    JSON.stringify(clean),
    options.priority ?? 0,
  ]);
}
