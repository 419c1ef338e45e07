import type { DataTableColumn } from '../DataTable';

export interface CheckRow {
  id: string;
  name: string;
  status: 'healthy' | 'unhealthy' | 'warning';
  latency: number;
  namespace: string;
  children?: CheckRow[];
}

const statuses: CheckRow['status'][] = ['healthy', 'unhealthy', 'warning'];
const namespaces = ['default', 'payments', 'search', 'platform'];

/** Deterministic rows: the same N always gives the same data, so stories and benchmarks compare like with like. */
export function makeCheckRows(count: number): CheckRow[] {
  const rows = new Array<CheckRow>(count);
  for (let index = 0; index < count; index += 1) {
    rows[index] = {
      id: `check-${index}`,
      name: `check-${String(index).padStart(6, '0')}`,
      status: statuses[index % 3]!,
      latency: (index * 7919) % 2000,
      namespace: namespaces[index % 4]!,
    };
  }
  return rows;
}

/** Group rows (one per namespace) whose children are the checks in it. */
export function makeGroupedCheckRows(perGroup: number): CheckRow[] {
  return namespaces.map((namespace, groupIndex) => ({
    id: `group-${namespace}`,
    name: namespace,
    status: statuses[groupIndex % 3]!,
    latency: 0,
    namespace,
    children: Array.from({ length: perGroup }, (_, index) => ({
      id: `${namespace}-${index}`,
      name: `${namespace}-check-${index}`,
      status: statuses[(index + groupIndex) % 3]!,
      latency: (index * 37) % 500,
      namespace,
    })),
  }));
}

export const checkColumns: DataTableColumn<CheckRow>[] = [
  { id: 'name', header: 'Name', size: 220 },
  { id: 'status', header: 'Status', size: 120 },
  { id: 'latency', header: 'Latency', size: 110, cell: ({ value }) => `${String(value)} ms` },
  { id: 'namespace', header: 'Namespace', size: 140, sortable: false },
];
