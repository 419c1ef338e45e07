// The rule form's fields as FieldSpecs (reference §3.3): labels and hints are upstream's words.
import type { FieldSpec } from '../../shared/fields';
import type { RuleValues } from '../model/ruleForm';
import { REPEAT_INTERVALS } from '../model/statuses';

type Spec = FieldSpec<RuleValues>;

export const NAME_FIELD: Spec = { name: 'name', label: 'Name', kind: 'text', required: true };
export const FILTER_FIELD: Spec = {
  name: 'filter',
  label: 'Filter',
  kind: 'textarea',
  description: 'A CEL expression over the event; the server checks it when the rule is saved.',
  placeholder: "check.status == 'unhealthy'",
};
export const GROUP_BY_FIELD: Spec = {
  name: 'group_by',
  label: 'Group By',
  kind: 'list',
  description:
    'Notifications are grouped by these set of keys and only one per group is sent within the specified repeat interval.',
  placeholder: 'type, description, status_reason',
};
export const SERVICE_FIELD: Spec = {
  name: 'service',
  label: 'Connection or URL',
  kind: 'text',
  description:
    'A connection (connection://namespace/name or its id) or a Shoutrrr-style URL such as generic+http://host:port/path.',
};
export const REPEAT_FIELD: Spec = {
  name: 'repeat_interval',
  label: 'Repeat Interval',
  kind: 'select',
  options: REPEAT_INTERVALS,
};
export const WAIT_FOR_FIELD: Spec = {
  name: 'wait_for',
  label: 'Wait For',
  kind: 'text',
  description: 'How long the resource must stay in this state before the notification is sent (e.g. 30s, 5m).',
};
export const WAIT_FOR_EVAL_FIELD: Spec = {
  name: 'wait_for_eval_period',
  label: 'Wait For Eval Period',
  kind: 'text',
  description: 'An additional delay after Wait For period to evaluate healths of Kubernetes configs',
};
export const TITLE_FIELD: Spec = {
  name: 'title',
  label: 'Title',
  kind: 'text',
  description: "The title of the notification that's sent out",
};
export const TEMPLATE_FIELD: Spec = { name: 'template', label: 'Template', kind: 'textarea' };
export const PROPERTIES_FIELD: Spec = {
  name: 'properties',
  label: 'Properties',
  kind: 'textarea',
  description: 'YAML: a map of keys to values.',
};
