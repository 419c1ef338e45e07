// The schemas that the catalog's list reads parse with. queries.ts loads this module with the first request that
// needs one, so the catalog pages' first paint does not carry zod (#26); the client loads zod beside the first
// paint anyway, for its areas, so the request does not wait for it.
export {
  catalogItemRowSchema,
  configKeyValueRowSchema,
  configStatusRowSchema,
  configTypeRowSchema,
  jobHistorySchema,
  scraperWithStatusSchema,
} from '@mission-control/api';
