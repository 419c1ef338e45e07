// Apart from canary.ts's schemas, so that a module needing only the id (a query, a filter) does not bring zod
// into the first paint's module graph (#26).

/** The all-zero UUID is the local agent and is never displayed. */
export const LOCAL_AGENT_ID = '00000000-0000-0000-0000-000000000000';
