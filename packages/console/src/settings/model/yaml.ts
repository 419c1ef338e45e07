import { parse, stringify } from 'yaml';

/**
 * YAML text → value; invalid YAML is reported and the previous value kept
 * (operations §5).
 */
export function parseYaml(text: string, previous: unknown): { value: unknown; error?: string } {
  if (!text.trim()) return { value: null };
  try {
    return { value: parse(text) as unknown };
  } catch (error) {
    return { value: previous, error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
}

export const toYaml = (value: unknown) => (value == null ? '' : stringify(value));
