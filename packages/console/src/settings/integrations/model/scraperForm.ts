import {
  SCRAPER_FIELDS,
  scraperErrors,
  type RetentionChange,
  type RetentionType,
  type ScraperDraft,
  type ScraperType,
} from './scraperSpec';

/**
 * The scraper form's react-hook-form values: the draft, with the type's fields under `fields`
 * by an encoded key (a field's dotted name is a path inside the configuration, not a form path).
 */
export interface ScraperFormValues {
  name: string;
  type: ScraperType;
  schedule: string;
  fields: Record<string, string | boolean>;
  changes: RetentionChange[];
  types: RetentionType[];
}

const encode = (name: string) => name.replaceAll('.', '~');
const decode = (key: string) => key.replaceAll('~', '.');

/** The form path of a scraper field. */
export function scraperFieldPath(name: string): `fields.${string}` {
  return `fields.${encode(name)}`;
}

export function formOfDraft({ values, ...draft }: ScraperDraft): ScraperFormValues {
  return { ...draft, fields: Object.fromEntries(Object.entries(values).map(([key, value]) => [encode(key), value])) };
}

export function draftOfForm({ fields, ...form }: ScraperFormValues): ScraperDraft {
  return {
    ...form,
    changes: form.changes ?? [],
    types: form.types ?? [],
    values: Object.fromEntries(Object.entries(fields ?? {}).map(([key, value]) => [decode(key), value])),
  };
}

/** `scraperErrors` at the form's paths. */
export function scraperFormErrors(form: ScraperFormValues, required: string): Record<string, string> {
  const names = new Set(SCRAPER_FIELDS[form.type].map((field) => field.name));
  return Object.fromEntries(
    Object.entries(scraperErrors(draftOfForm(form), required)).map(([key, message]) => [
      names.has(key) ? scraperFieldPath(key) : key,
      message,
    ]),
  );
}
