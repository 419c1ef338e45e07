/** The error-toast rule has one home in api; re-exported so the area's imports stay short. */
export { errorMessageOf } from '@mission-control/api';
