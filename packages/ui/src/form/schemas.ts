import { z } from 'zod';

/** The spec's validation wording; override per call where a form needs its own. */
export const formMessages = {
  required: 'This field is required',
  notANumber: 'This field must be a number',
  min: (min: number) => `Must be at least ${min}`,
  max: (max: number) => `Must be at most ${max}`,
} as const;

/** A string that must contain something other than whitespace; the value is trimmed. */
export function requiredString(message: string = formMessages.required) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

export interface NumberFieldSchemaOptions {
  min?: number;
  max?: number;
  /** @default true */
  required?: boolean;
  messages?: {
    required?: string;
    notANumber?: string;
    min?: string;
    max?: string;
  };
}

/** What a number input may hand over: a number, text typed into a plain input, or nothing. */
export type NumberFieldInput = number | string | null | undefined;

function isBlank(input: NumberFieldInput): boolean {
  return (
    input === null ||
    input === undefined ||
    (typeof input === 'string' && input.trim() === '') ||
    (typeof input === 'number' && Number.isNaN(input))
  );
}

/**
 * A number field: 'This field is required' when required and empty, 'This field
 * must be a number' for text that is not a number, then the bounds. Blank input
 * of an optional field becomes `undefined`.
 */
export function numberField(
  options?: NumberFieldSchemaOptions & { required?: true },
): z.ZodType<number, NumberFieldInput>;
export function numberField(
  options: NumberFieldSchemaOptions & { required: false },
): z.ZodType<number | undefined, NumberFieldInput>;
export function numberField(options: NumberFieldSchemaOptions = {}): z.ZodType<number | undefined, NumberFieldInput> {
  const { min, max, required = true, messages = {} } = options;
  return z
    .custom<NumberFieldInput>(() => true)
    .transform((input, ctx) => {
      if (isBlank(input)) {
        if (required) {
          ctx.addIssue({ code: 'custom', message: messages.required ?? formMessages.required });
          return z.NEVER;
        }
        return undefined;
      }
      const value = typeof input === 'number' ? input : typeof input === 'string' ? Number(input.trim()) : Number.NaN;
      if (!Number.isFinite(value)) {
        ctx.addIssue({ code: 'custom', message: messages.notANumber ?? formMessages.notANumber });
        return z.NEVER;
      }
      if (min !== undefined && value < min) {
        ctx.addIssue({ code: 'custom', message: messages.min ?? formMessages.min(min) });
        return z.NEVER;
      }
      if (max !== undefined && value > max) {
        ctx.addIssue({ code: 'custom', message: messages.max ?? formMessages.max(max) });
        return z.NEVER;
      }
      return value;
    });
}
