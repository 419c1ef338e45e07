import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { TABLE_RESOURCES } from '../resources';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { loadCatalogue, type Catalogue } from './catalogue';

/** The data-plane tables of the issue, by the real backend's names. */
const DATA_PLANE_TABLES = [
  'agents',
  'canaries',
  'checks',
  'check_statuses',
  'check_component_relationships',
  'check_config_relationships',
  'components',
  'topologies',
  'config_items',
  'config_changes',
  'config_analysis',
  'config_scrapers',
  'people',
  'teams',
  'team_members',
  'identities',
  'permissions',
  'permissions_summary',
  'access_scopes',
  'access_tokens',
  'properties',
  'playbooks',
  'playbook_runs',
  'playbook_run_actions',
  'incidents',
  'hypotheses',
  'evidences',
  'comments',
  'incident_histories',
  'incident_rules',
  'notifications',
  'notification_silences',
  'notification_send_history',
  'connections',
  'logging_backends',
  'views',
  'event_queue',
];

/** Tables whose real schema soft-deletes through `deleted_at`. */
const SOFT_DELETED = [
  'agents',
  'canaries',
  'checks',
  'components',
  'topologies',
  'config_items',
  'config_scrapers',
  'people',
  'teams',
  'permissions',
  'access_scopes',
  'properties',
  'playbooks',
  'incident_rules',
  'notifications',
  'notification_silences',
  'connections',
  'logging_backends',
  'views',
];

describe.each(testDatabaseKinds)('data-plane schema on %s', (kind) => {
  let testDb: TestDatabase;
  let catalogue: Catalogue;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    catalogue = await loadCatalogue(testDb.db);
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('has every table of the issue and is applied once', async () => {
    expect(DATA_PLANE_TABLES.filter((name) => !catalogue.relations.has(name))).toEqual([]);
    expect(await migrate(testDb.db)).toEqual([]);
  });

  it('maps only relations that exist, and never the token table', () => {
    const missing = Object.keys(TABLE_RESOURCES).filter((name) => !catalogue.relations.has(name));
    expect(missing).toEqual([]);
    expect(Object.keys(TABLE_RESOURCES)).not.toContain('access_tokens');
  });

  it('soft-deletes through deleted_at and uses uuid ids', () => {
    for (const name of SOFT_DELETED) {
      expect({ name, type: catalogue.relations.get(name)?.columnsByName.get('deleted_at')?.type }).toEqual({
        name,
        type: 'timestamp with time zone',
      });
    }
    const withId = DATA_PLANE_TABLES.filter((name) => catalogue.relations.get(name)?.columnsByName.has('id'));
    for (const name of withId) {
      expect({ name, type: catalogue.relations.get(name)!.columnsByName.get('id')!.type }).toEqual({
        name,
        type: 'uuid',
      });
    }
  });

  it('has access_scopes with the columns the console writes', () => {
    expect(catalogue.relations.get('access_scopes')!.columns.map((c) => `${c.name} ${c.type}`)).toEqual([
      'id uuid',
      'name text',
      'namespace text',
      'description text',
      'person_id uuid',
      'team_id uuid',
      'resources text[]',
      'scopes jsonb',
      'source text',
      'created_by uuid',
      'created_at timestamp with time zone',
      'updated_at timestamp with time zone',
      'deleted_at timestamp with time zone',
    ]);
  });

  it('declares the foreign keys embedding relies on, including through permissions_summary', () => {
    const keys = new Set(catalogue.foreignKeys.map((fk) => `${fk.source}.${fk.sourceColumns.join()}→${fk.target}`));
    for (const key of [
      'checks.canary_id→canaries',
      'check_component_relationships.component_id→components',
      'check_component_relationships.check_id→checks',
      'check_config_relationships.config_id→config_items',
      'check_config_relationships.check_id→checks',
      'canaries.created_by→people',
      'permissions.created_by→people',
      'permissions.person_id→people',
      'access_scopes.person_id→people',
      'access_scopes.team_id→teams',
      'team_members.person_id→people',
      'playbook_runs.playbook_id→playbooks',
      'evidences.hypothesis_id→hypotheses',
      'permissions_summary.created_by→people',
      'permissions_summary.updated_by→people',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('expands the permissions_summary objects and hides soft-deleted permissions', async () => {
    const { db } = testDb;
    await db.exec(`
      INSERT INTO canaries (id, name, namespace, spec) VALUES ('30000000-0000-4000-8000-000000000001', 'web', 'default', '{}');
      INSERT INTO connections (id, name, type) VALUES ('70000000-0000-4000-8000-000000000001', 'slack', 'slack');
      INSERT INTO permissions (name, action, subject, subject_type, canary_id, connection_id) VALUES
        ('canary subject', 'read', '30000000-0000-4000-8000-000000000001', 'canary', '30000000-0000-4000-8000-000000000001', '70000000-0000-4000-8000-000000000001');
      INSERT INTO permissions (name, action, subject, deleted_at) VALUES ('gone', 'read', 'x', now());
    `);
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT name, canary, canary_object, connection_object, person, "group" FROM permissions_summary ORDER BY name`,
    );
    expect(rows).toEqual([
      {
        name: 'canary subject',
        canary: { id: '30000000-0000-4000-8000-000000000001', namespace: 'default', name: 'web' },
        canary_object: { id: '30000000-0000-4000-8000-000000000001', name: 'web' },
        connection_object: { id: '70000000-0000-4000-8000-000000000001', type: 'slack', name: 'slack' },
        person: null,
        group: null,
      },
    ]);
  });
});
