import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../provider/storage';
import { paymentsPlatform } from '../__fixtures__/topology';
import {
  checkCounts,
  childrenUnhealthyFirst,
  healthOf,
  propertyText,
  readComponent,
  readComponents,
  type ComponentNode,
} from './components';
import {
  decodeFilters,
  headlineSortFields,
  SORT_STORAGE_KEYS,
  sortComponents,
  storedSort,
  storeSort,
  topologyQuery,
  writeFilters,
} from './filters';

const node = (fields: Partial<ComponentNode> & { id: string }): ComponentNode => ({
  name: fields.id,
  labels: {},
  properties: [],
  summary: {},
  components: [],
  ...fields,
});

describe('reading components', () => {
  it('reads the tree with its children, checks and summary, dropping rows without an id', () => {
    const [root] = readComponents([paymentsPlatform(), { name: 'no id' }, 'junk']);
    expect(root!.name).toBe('Payments platform');
    expect(root!.components.map((child) => child.name)).toEqual(['payments-api', 'ledger-db', 'settlement-queue']);
    expect(root!.components[0]!.checks).toEqual([
      expect.objectContaining({ name: 'payments-api-http', status: 'unhealthy' }),
      expect.objectContaining({ name: 'payments-api-dns', status: 'healthy' }),
    ]);
    expect(root!.summary.checks).toEqual({ healthy: 3, unhealthy: 1, warning: 1 });
  });

  it('leaves lists the server did not send absent, so their panels stay hidden', () => {
    const component = readComponent({ id: 'a', name: 'a', summary: null, properties: null })!;
    expect(component.checks).toBeUndefined();
    expect(component.configs).toBeUndefined();
    expect(component.properties).toEqual([]);
    expect(component.summary).toEqual({});
  });

  it('colours by health, falling back to a status that names one', () => {
    expect(healthOf({ health: 'unhealthy', status: 'healthy' })).toBe('unhealthy');
    expect(healthOf({ status: 'warning' })).toBe('warning');
    expect(healthOf({ status: 'Running' })).toBe('unknown');
  });

  it('puts unhealthy children first, then warning, unknown and healthy', () => {
    const children = [
      node({ id: 'b', health: 'healthy' }),
      node({ id: 'c', health: 'warning' }),
      node({ id: 'd' }),
      node({ id: 'a', health: 'unhealthy' }),
    ];
    expect(childrenUnhealthyFirst(children).map((child) => child.id)).toEqual(['a', 'c', 'd', 'b']);
  });

  it.each([
    // Shell and access §9: file sizes from B to YB in steps of 1024, as ui's FileSize writes them.
    [{ name: 'm', value: 2147483648, unit: 'bytes' }, '2 GB'],
    [{ name: 'c', value: 1250, unit: 'millicores' }, '1.25 cores'],
    [{ name: 'c', value: 250, unit: 'millicores' }, '250m'],
    [{ name: 'p', value: 12.5, unit: '%' }, '12.5%'],
    [{ name: 't', text: 'v2', value: 3 }, 'v2'],
    [{ name: 'r', value: 3 }, '3'],
    [{ name: 'empty' }, ''],
  ])('shows %j as %s', (property, text) => {
    expect(propertyText(property)).toBe(text);
  });

  it('counts checks healthy, unhealthy, warning first and drops zeros', () => {
    expect(checkCounts({ checks: { warning: 1, unknown: 2, healthy: 0, unhealthy: 4 } })).toEqual([
      { status: 'unhealthy', count: 4 },
      { status: 'warning', count: 1 },
      { status: 'unknown', count: 2 },
    ]);
  });
});

describe('filters', () => {
  it('reads the URL, falling back to the remembered sort', () => {
    const storage = createMemoryStorage();
    storeSort(storage, 'field:cpu', 'asc');
    const state = decodeFilters(
      new URLSearchParams('status=unhealthy&team=payments&labels=env=prod,bad'),
      storedSort(storage),
    );
    expect(state).toMatchObject({
      status: 'unhealthy',
      team: 'payments',
      labels: ['env=prod'],
      sortBy: 'field:cpu',
      sortOrder: 'asc',
    });
    expect(decodeFilters(new URLSearchParams('sortBy=name&sortOrder=desc'), storedSort(storage))).toMatchObject({
      sortBy: 'name',
      sortOrder: 'desc',
    });
  });

  it('remembers a standard sort under its own key and forgets a custom one', () => {
    const storage = createMemoryStorage();
    storeSort(storage, 'field:cpu', 'asc');
    storeSort(storage, 'name', 'desc');
    expect(storage.getItem(SORT_STORAGE_KEYS.standard)).toBe('name');
    expect(storage.getItem(SORT_STORAGE_KEYS.custom)).toBeNull();
    expect(storedSort(storage)).toEqual({ sortBy: 'name', sortOrder: 'desc' });
    expect(storedSort(createMemoryStorage())).toEqual({ sortBy: 'status', sortOrder: 'desc' });
  });

  it('writes changes into the URL and drops emptied values', () => {
    const next = writeFilters(new URLSearchParams('status=healthy&x=1'), {
      status: '',
      type: 'Database',
      labels: ['a=b'],
    });
    expect(next.toString()).toBe('x=1&type=Database&labels=a%3Db');
  });

  it('asks the endpoint as upstream does: flatten with a type, hidden=false unless shown', () => {
    const state = decodeFilters(new URLSearchParams('type=Database&team=payments'));
    expect(topologyQuery(state, 'c-1')).toEqual({
      id: 'c-1',
      type: 'Database',
      flatten: 'true',
      team: 'payments',
      hidden: 'false',
      sortBy: 'status',
      sortOrder: 'desc',
    });
    expect(topologyQuery(decodeFilters(new URLSearchParams('showHiddenComponents=yes')))).not.toHaveProperty('hidden');
  });

  it('sorts Health descending as info, healthy, warning, unhealthy, then those without a health', () => {
    const components = [
      node({ id: 'none' }),
      node({ id: 'bad', health: 'unhealthy' }),
      node({ id: 'ok', health: 'healthy' }),
      node({ id: 'info', status: 'info' }),
      node({ id: 'warn', health: 'warning' }),
    ];
    expect(sortComponents(components, 'status', 'desc').map((c) => c.id)).toEqual([
      'info',
      'ok',
      'warn',
      'bad',
      'none',
    ]);
    expect(sortComponents(components, 'status', 'asc').map((c) => c.id)).toEqual(['none', 'bad', 'warn', 'ok', 'info']);
  });

  it('sorts by a headline property numerically, and lists the headline fields', () => {
    const withCpu = (id: string, value?: number) =>
      node({ id, properties: value === undefined ? [] : [{ name: 'cpu', value, headline: true }] });
    const components = [withCpu('ten', 10), withCpu('two', 2), withCpu('none')];
    expect(sortComponents(components, 'field:cpu', 'asc').map((c) => c.id)).toEqual(['none', 'two', 'ten']);
    expect(headlineSortFields(components)).toEqual(['cpu']);
  });
});
