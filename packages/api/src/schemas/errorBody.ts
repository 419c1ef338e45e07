import { z } from './zod';

/**
 * The JSON body of a refused call, as the real backend and the reference server write it: `error` is
 * the human sentence, `code` the machine word (`forbidden`, `bad_request`, ...). `message` is optional
 * so bodies of older servers (`{error: code, message}`) still validate and still show their sentence.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
