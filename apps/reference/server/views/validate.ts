import { viewSpecError } from '@mission-control/api/rules';
import { compileMapping, mappingFields, ViewMappingError } from './mapping';
import { KNOWN_QUERY_COLUMNS } from './queries';
import { parseViewSpec, ViewSpecError, type ViewSpec } from './spec';
import { checkViewSql, ViewSqlError } from './sqlGuard';

/**
 * Everything about a spec that can be known without running it: the bundled JSON schema (`@mission-control/api/rules`
 * viewSpecJsonSchema, which an editor can check as one types), its shape (spec.ts), its mapping's CEL and the
 * parse check of its merge and panel SQL. Saves (the /api/db hook, the Kubernetes-style API) and runs both ask it,
 * so a spec that would fail on these grounds is refused with the same sentence everywhere.
 */
export function validateViewSpec(raw: unknown): ViewSpec {
  // The bundled schema first (closed objects: a misspelt field is named), then the executor's own reading.
  const schemaProblem = viewSpecError(raw);
  if (schemaProblem) throw new ViewSpecError(schemaProblem);
  const spec = parseViewSpec(raw);
  try {
    compileMapping(spec.mapping, mappingFields(spec, KNOWN_QUERY_COLUMNS));
    if (spec.merge) checkViewSql(spec.merge, 'merge');
    spec.panels.forEach((panel, index) => checkViewSql(panel.query, `panels[${index}].query`));
  } catch (error) {
    if (error instanceof ViewMappingError || error instanceof ViewSqlError) throw new ViewSpecError(error.message);
    throw error;
  }
  return spec;
}
