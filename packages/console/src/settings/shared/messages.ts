/**
 * The error-toast rule has one home in api. This re-export is left only for connections/ and integrations/
 * (their own folders); job history and resources write through settings/queries.ts. Delete it once those
 * import errorMessageOf from api (or write through their queries.ts).
 */
export { errorMessageOf } from '@mission-control/api';
