import { canaryStatus, metadataOf, type CanaryRow } from './canaries';
import { topologyMetadata, type TopologyRow } from './topologies';

/** Kubernetes' short ages (k8s.io/apimachinery duration.HumanDuration): 45s, 5m30s, 3h, 12d, 2y40d. */
export function humanAge(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  if (seconds < 120) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 10) return seconds % 60 ? `${minutes}m${seconds % 60}s` : `${minutes}m`;
  if (minutes < 180) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 8) return minutes % 60 ? `${hours}h${minutes % 60}m` : `${hours}h`;
  if (hours < 48) return `${hours}h`;
  if (hours < 24 * 8) return hours % 24 ? `${Math.floor(hours / 24)}d${hours % 24}h` : `${Math.floor(hours / 24)}d`;
  const days = Math.floor(hours / 24);
  if (days < 365 * 2) return `${days}d`;
  const years = Math.floor(days / 365);
  if (years < 8) return days % 365 ? `${years}y${days % 365}d` : `${years}y`;
  return `${years}y`;
}

/** Does the client ask for `application/json;as=Table;g=meta.k8s.io;v=v1` (kubectl get does)? */
export function wantsTable(accept: string | undefined): boolean {
  return !!accept && accept.split(',').some((part) => /;\s*as=Table/.test(part) && /g=meta\.k8s\.io/.test(part));
}

/**
 * The server-side printing kubectl shows. There is no Namespace column: kubectl adds NAMESPACE itself
 * with --all-namespaces (from each row's object metadata), and it would be printed twice otherwise.
 */
export function canaryTable(rows: CanaryRow[], now = Date.now()) {
  return {
    kind: 'Table',
    apiVersion: 'meta.k8s.io/v1',
    metadata: { resourceVersion: '' },
    columnDefinitions: [
      { name: 'Name', type: 'string', format: 'name', description: 'The canary name.', priority: 0 },
      { name: 'Checks', type: 'integer', format: '', description: 'Checks defined by the spec.', priority: 0 },
      { name: 'Status', type: 'string', format: '', description: 'Healthy, Unhealthy or Pending.', priority: 0 },
      { name: 'Age', type: 'string', format: '', description: 'Time since creation.', priority: 0 },
      { name: 'Healthy', type: 'integer', format: '', description: 'Passing checks.', priority: 1 },
      { name: 'Unhealthy', type: 'integer', format: '', description: 'Failing checks.', priority: 1 },
    ],
    rows: rows.map((row) => {
      const status = canaryStatus(row);
      return {
        cells: [
          row.name,
          status.checks,
          status.status,
          humanAge(now - new Date(row.created_at).getTime()),
          status.healthy,
          status.unhealthy,
        ],
        object: { kind: 'PartialObjectMetadata', apiVersion: 'meta.k8s.io/v1', metadata: metadataOf(row) },
      };
    }),
  };
}

/** `kubectl get topologies`: components from the last run, the schedule, and how the last run ended. */
export function topologyTable(rows: TopologyRow[], now = Date.now()) {
  return {
    kind: 'Table',
    apiVersion: 'meta.k8s.io/v1',
    metadata: { resourceVersion: '' },
    columnDefinitions: [
      { name: 'Name', type: 'string', format: 'name', description: 'The topology name.', priority: 0 },
      { name: 'Components', type: 'integer', format: '', description: 'Components of the last run.', priority: 0 },
      {
        name: 'Last Run',
        type: 'string',
        format: '',
        description: 'How the last run ended (Pending: none yet).',
        priority: 0,
      },
      { name: 'Age', type: 'string', format: '', description: 'Time since creation.', priority: 0 },
      { name: 'Schedule', type: 'string', format: '', description: 'When it runs.', priority: 1 },
    ],
    rows: rows.map((row) => ({
      cells: [
        row.name,
        row.components,
        row.last_status ?? 'Pending',
        humanAge(now - new Date(row.created_at).getTime()),
        row.schedule ?? '',
      ],
      object: { kind: 'PartialObjectMetadata', apiVersion: 'meta.k8s.io/v1', metadata: topologyMetadata(row) },
    })),
  };
}
