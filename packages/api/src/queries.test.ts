import { describe, expect, it } from 'vitest';
import { QueryBuildError } from './postgrest/query';
import {
  accessScopesQuery,
  agentNamesQuery,
  agentsQuery,
  canaryQuery,
  eventQueueQuery,
  integrationsQuery,
  jobHistoryNamesQuery,
  propertiesQuery,
  checkDetailQuery,
  incidentSearchQuery,
  jobHistoriesQuery,
  peopleQuery,
  peopleWithRoleQuery,
  permissionsSummaryQuery,
  settingsListQuery,
  teamMembersQuery,
  triStateToFilter,
  viewsQuery,
} from './queries';

describe('queries', () => {
  it.each([
    [
      'check detail',
      checkDetailQuery('c1'),
      [
        [
          'select',
          '*,canaries!checks_canary_id_fkey(id,name,source),agents!checks_agent_id_fkey(id,name),' +
            'components:check_component_relationships(components(id,name,icon)),' +
            'configs:check_config_relationships(configs:config_items(id,name,type))',
        ],
        ['id', 'eq.c1'],
      ],
    ],
    [
      'permissions by subject, paged',
      permissionsSummaryQuery({ subject: 'p1', pageIndex: 1, pageSize: 50 }),
      [
        ['select', '*,created_by(id,name,avatar,email)'],
        ['deleted_at', 'is.null'],
        ['subject', 'eq.p1'],
        ['order', 'updated_at.desc.nullslast'],
        ['limit', '50'],
        ['offset', '50'],
      ],
    ],
    [
      'access scopes',
      accessScopesQuery(),
      [
        ['select', '*,person:person_id(id,name,avatar,email),team:team_id(id,name),created_by(id,name,avatar,email)'],
        ['deleted_at', 'is.null'],
        ['order', 'created_at.desc'],
        ['limit', '100'],
      ],
    ],
    [
      'people',
      peopleQuery(),
      [
        ['deleted_at', 'is.null'],
        ['email', 'not.is.null'],
        ['order', 'name'],
      ],
    ],
    [
      'guests',
      peopleWithRoleQuery('guest'),
      [
        ['roles', 'cs.{guest}'],
        ['order', 'name'],
      ],
    ],
    [
      'team members',
      teamMembersQuery('t1'),
      [
        ['select', '*,person:person_id(id,name,email,avatar)'],
        ['team_id', 'eq.t1'],
      ],
    ],
    [
      'sidebar views',
      viewsQuery({ sidebar: true }),
      [
        ['select', 'id,name,namespace,title,icon,ordinal,sidebar'],
        ['sidebar', 'is.true'],
        ['order', 'ordinal.nullslast,name'],
      ],
    ],
    [
      'agent names by id, deleted agents included',
      agentNamesQuery(['a', 'b,c']),
      [
        ['select', 'id,name'],
        ['id', 'in.(a,"b,c")'],
      ],
    ],
    [
      'remote agents for the Agents page',
      agentsQuery(),
      [
        ['select', 'id,name,hostname,version,properties,created_at,last_seen'],
        ['deleted_at', 'is.null'],
        ['id', 'neq.00000000-0000-0000-0000-000000000000'],
        ['order', 'name'],
      ],
    ],
    ['one canary, whole', canaryQuery('c1'), [['id', 'eq.c1']]],
    [
      'feature flags',
      propertiesQuery(),
      [
        ['deleted_at', 'is.null'],
        ['order', 'name'],
      ],
    ],
    ['event queue', eventQueueQuery(), [['order', 'name']]],
    ['job names', jobHistoryNamesQuery(), [['order', 'name']]],
    [
      'integrations',
      integrationsQuery(),
      [
        ['deleted_at', 'is.null'],
        ['order', 'created_at.desc'],
      ],
    ],
    [
      'settings list',
      settingsListQuery('canaries'),
      [
        ['deleted_at', 'is.null'],
        ['order', 'created_at.desc'],
        ['limit', '100'],
      ],
    ],
    [
      'job history with filters',
      jobHistoriesQuery({
        pageIndex: 0,
        pageSize: 150,
        status: 'SUCCESS:-1',
        resourceType: 'canary:1,config_scraper:1',
        durationMillis: 15000,
        from: '2026-08-19T00:00:00Z',
      }),
      [
        ['select', '*'],
        ['duration_millis', 'gte.15000'],
        ['time_start', 'gte.2026-08-19T00:00:00Z'],
        ['resource_type.filter', 'canary,config_scraper'],
        ['status.filter', '!SUCCESS'],
        ['order', 'time_start.desc'],
        ['limit', '150'],
        ['offset', '0'],
      ],
    ],
    [
      'incident search matches typed wildcards literally',
      incidentSearchQuery(' api*% '),
      [
        ['select', 'id,title,severity,type,status'],
        ['title', 'ilike.*api\\%*'],
        ['order', 'created_at.desc'],
        ['limit', '50'],
      ],
    ],
  ])('%s', (_name, query, params) => {
    expect(query.toParams()).toEqual(params);
  });

  it('reads sidebar fields from views_summary, where the backend exposes them as columns', () => {
    expect(viewsQuery().table).toBe('views_summary');
  });

  it('refuses a hostile table name for a settings list', () => {
    expect(() => settingsListQuery('canaries?select=*')).toThrow(QueryBuildError);
  });
});

describe('triStateToFilter', () => {
  it.each([
    ['SUCCESS:-1', '!SUCCESS'],
    ['a:1,b:-1', 'a,!b'],
    ['plain', 'plain'],
    ['a||||b:1', 'a,b'],
    ['ns____name:-1', '!ns:name'],
    ['', ''],
    [' , ,', ''],
    ['x:0', ''],
    ['a:1,x:0', 'a'],
  ])('%s → %s', (value, filter) => {
    expect(triStateToFilter(value)).toBe(filter);
  });
});
