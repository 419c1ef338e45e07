import { z } from 'zod';

/**
 * The JSON body of a refused call. The target shape is the real backend's: `error` is the human
 * sentence, `code` the machine word (`forbidden`, `bad_request`, ...). The reference server still
 * writes `{error: code, message}`; `message` is kept here so both shapes validate until it switches.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  message: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
