import { stringify } from 'yaml';

/** How the Config tab shows an item's document. */
export interface ConfigDocument {
  text: string;
  /** `yaml` when the JSON document was turned into YAML; otherwise the item's own format, shown as is. */
  format: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The document as the Config tab shows it (reference §1.3): a JSON document as YAML with its keys
 * sorted, so two items of one kind read alike; a document scraped from something that is not JSON
 * (`{content, format}`, e.g. a properties file or an INI file) verbatim; a string as is.
 * `null` when the item has no document.
 */
export function configDocument(config: unknown): ConfigDocument | null {
  if (config === null || config === undefined) return null;
  if (typeof config === 'string') return { text: config, format: 'text' };
  if (
    isRecord(config) &&
    typeof config.content === 'string' &&
    typeof config.format === 'string' &&
    config.format.toLowerCase() !== 'json'
  ) {
    return { text: config.content, format: config.format };
  }
  const text = stringify(config, { sortMapEntries: true, lineWidth: 0, aliasDuplicateObjects: false });
  return { text: text.replace(/\n$/, ''), format: 'yaml' };
}
