// The schema of the shell's one row read (the bell's count). queries.ts loads this module with that read, so the
// shell's first paint does not carry zod (#26).
import * as z from 'zod/mini';

export const idRow = z.object({ id: z.string() });
