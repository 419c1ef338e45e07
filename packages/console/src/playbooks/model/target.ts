import type { PlaybookTarget } from '@mission-control/api';

/** Only the fields that are set, so `{check_id: undefined}` and `{}` share a cache entry and a query string. */
export function compactTarget(target: PlaybookTarget): PlaybookTarget {
  const compact: PlaybookTarget = {};
  if (target.check_id) compact.check_id = target.check_id;
  if (target.component_id) compact.component_id = target.component_id;
  if (target.config_id) compact.config_id = target.config_id;
  return compact;
}
