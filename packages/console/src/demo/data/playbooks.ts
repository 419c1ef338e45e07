import type { Playbook, PlaybookParameter } from '@mission-control/api';

/** Playbooks that apply to the check `a2` (api/payments) of the check-detail fixture. */
export const playbooksFixture: Playbook[] = [
  {
    id: 'pb-diagnostics',
    name: 'check-diagnostics',
    title: 'Collect diagnostics',
    icon: 'exec',
    spec: { checks: [{ name: '*' }] },
  },
  {
    id: 'pb-ping',
    name: 'ping-reference-server',
    title: '',
    icon: 'http',
    spec: { checks: [{ types: ['http'] }] },
  },
  {
    id: 'pb-every-type',
    name: 'every-type',
    title: 'Every parameter type',
    spec: { checks: [{ name: '*' }] },
  },
];

export const diagnosticsParams: PlaybookParameter[] = [
  {
    name: 'note',
    label: 'Note',
    type: 'text',
    default: 'Investigating api/payments',
    required: true,
    properties: { maxLength: 40 },
  },
  { name: 'verbose', label: 'Include system details', type: 'checkbox', default: false },
];

/** One parameter of every type and text format the form knows. */
export const everyTypeParams: PlaybookParameter[] = [
  { name: 'release', label: 'Release name', type: 'text', required: true, properties: { format: 'dns1123' } },
  { name: 'reason', label: 'Reason', type: 'text', properties: { multiline: true, minLength: 5 } },
  { name: 'replicas', label: 'Replicas', type: 'text', default: '2', properties: { min: 1, max: 10 } },
  { name: 'ticket', label: 'Ticket', type: 'text', properties: { regex: '^OPS-\\d+$' } },
  { name: 'memory', label: 'Memory', type: 'text', default: '512Mi', properties: { format: 'bytes' } },
  { name: 'cpu', label: 'CPU', type: 'text', default: '250m', properties: { format: 'millicores' } },
  { name: 'dryRun', label: 'Dry run', type: 'checkbox', default: 'true' },
  {
    name: 'environment',
    label: 'Environment',
    type: 'list',
    required: true,
    default: 'staging',
    properties: {
      options: [
        { label: 'Staging', value: 'staging' },
        { label: 'Production', value: 'production' },
      ],
    },
  },
  {
    name: 'values',
    label: 'Values',
    type: 'code',
    default: { replicas: 2 },
    properties: { language: 'yaml', size: 'very-small' },
  },
  { name: 'owner', label: 'Owner', type: 'people' },
];
