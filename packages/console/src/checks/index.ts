/**
 * `@mission-control/console/checks`: the check editor's model without React (open a canary on one check, fold the
 * form back into its spec). Its own entry, so the spec codec and its YAML stay out of the console's first load.
 */
export { asFormHolds, canaryRow, openCanary, specFromForm } from '../health/CheckEditor/canaryForm';
export type { CanaryForm, CheckPick } from '../health/CheckEditor/canaryForm';
export type { FormValues } from '../health/CheckEditor/fields';
