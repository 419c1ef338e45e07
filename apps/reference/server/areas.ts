import type { ServerArea } from './http/area';

/**
 * The server's areas, in registration order (earlier ones see a request first). Adding an area is one folder
 * (`server/<area>/index.ts` exporting a `ServerArea`) and one line here.
 */
export const SERVER_AREAS: readonly ServerArea[] = [];
