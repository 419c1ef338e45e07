import * as z from 'zod/mini';
import { parse, stringify } from 'yaml';

/** The integration types of `integrations_with_status` that open a form here, and their tables. */
export const INTEGRATION_TABLES = {
  topologies: 'topologies',
  scrapers: 'config_scrapers',
  logging_backends: 'logging_backends',
} as const;
export type IntegrationType = keyof typeof INTEGRATION_TABLES;

export const isIntegrationType = (value: string): value is IntegrationType => Object.hasOwn(INTEGRATION_TABLES, value);

export const integrationRowSchema = z.looseObject({
  id: z.string(),
  name: z.nullish(z.string()),
  namespace: z.nullish(z.string()),
  labels: z.nullish(z.record(z.string(), z.unknown())),
  spec: z.optional(z.unknown()),
  source: z.nullish(z.string()),
  agent_id: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
});
export type IntegrationRow = z.infer<typeof integrationRowSchema>;

export const toYaml = (value: unknown): string =>
  value == null || (typeof value === 'object' && Object.keys(value).length === 0) ? '' : stringify(value);

/**
 * YAML text → value. Invalid YAML is reported and the previous value kept
 * (operations §5); empty text is no value.
 */
export function parseYamlText(text: string, previous: unknown): { value: unknown; error?: string } {
  if (!text.trim()) return { value: null };
  try {
    return { value: parse(text) as unknown };
  } catch (error) {
    return { value: previous, error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
}

/** A YAML field of a form: the text as typed and the last value that parsed. */
export interface YamlField {
  text: string;
  value: unknown;
  error?: string;
}

export const yamlField = (value: unknown): YamlField => ({ text: toYaml(value), value: value ?? null });

/** The field after an edit: invalid text keeps the previous value and says why. */
export function editYamlField(text: string, previous: YamlField): YamlField {
  const parsed = parseYamlText(text, previous.value);
  return { text, value: parsed.value, ...(parsed.error ? { error: parsed.error } : {}) };
}

/** Labels are a map of strings; anything else in the labels field is reported. */
export function labelsError(value: unknown): string | undefined {
  if (value == null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return 'Labels must be a map of key: value';
  return undefined;
}

/** One row of the integrations list (every kind, with its latest job status). */
export const integrationSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  namespace: z.nullish(z.string()),
  integration_type: z.string(),
  source: z.nullish(z.string()),
  job_status: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
});
export type Integration = z.infer<typeof integrationSchema>;
