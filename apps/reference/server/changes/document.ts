import type { RawDocument, ScrapedChange, ScrapedItem } from '../catalog/scrape/types';
import { ACCESS_KEYS } from '../applications/access';
import { compileChangeRules } from './mapping';

const ACCESS_KEYS_SET: ReadonlySet<string> = new Set(ACCESS_KEYS);

/**
 * Changes that come from the scraped documents themselves. With `full: true` (the spec's top level, or one
 * source's) a document may be `{config, changes[]}` (config-db's full mode): `config` is the item's document and
 * each entry of `changes` a change (upstream's ChangeResult fields: `change_type`, `external_change_id`, `severity`,
 * `source`, `summary`, `details`, `patches`, `diff`, `created_at`, `created_by`, and `external_id` + `config_type`
 * when it is about another item). A change without a target is about the (first) item of its document.
 */
const MAX_CHANGES_PER_DOCUMENT = 1000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim()
    ? value.trim()
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : undefined;

function changeOf(entry: unknown, where: string, errors: string[]): ScrapedChange | undefined {
  if (!isRecord(entry)) {
    errors.push(`${where} must be an object with change_type`);
    return undefined;
  }
  const changeType = text(entry.change_type ?? entry.changeType ?? entry.type);
  if (!changeType) {
    errors.push(`${where} has no change_type`);
    return undefined;
  }
  const change: ScrapedChange = { changeType };
  const externalChangeId = text(entry.external_change_id ?? entry.externalChangeID ?? entry.id);
  if (externalChangeId) change.externalChangeId = externalChangeId;
  const severity = text(entry.severity);
  if (severity) change.severity = severity.toLowerCase();
  const source = text(entry.source);
  if (source) change.source = source;
  const summary = text(entry.summary);
  if (summary) change.summary = summary;
  if (entry.details !== undefined) change.details = entry.details;
  if (entry.patches !== undefined) change.patches = entry.patches;
  const diff = text(entry.diff);
  if (diff) change.diff = diff;
  const createdBy = text(entry.created_by ?? entry.createdBy);
  if (createdBy) change.externalCreatedBy = createdBy;
  const at = text(entry.created_at ?? entry.createdAt);
  if (at) {
    const date = new Date(at);
    if (Number.isNaN(date.getTime())) errors.push(`${where}.created_at "${at}" is not a time`);
    else change.createdAt = date;
  }
  const externalId = text(entry.external_id ?? entry.externalID);
  if (externalId) {
    change.target = { externalId };
    const type = text(entry.config_type ?? entry.configType);
    if (type) change.target.type = type;
  }
  return change;
}

/** Splits full documents into their `config` and their changes (by document origin). */
export function fullDocuments(
  where: string,
  documents: RawDocument[],
): { documents: RawDocument[]; changes: Map<string, ScrapedChange[]>; errors: string[] } {
  const changes = new Map<string, ScrapedChange[]>();
  const errors: string[] = [];
  const out = documents.map((document) => {
    const data = document.data;
    if (!isRecord(data) || !('changes' in data || 'config' in data)) return document;
    const list = data.changes;
    if (list != null && !Array.isArray(list)) errors.push(`${where} ${document.origin}: changes must be a list`);
    const found: ScrapedChange[] = [];
    for (const [index, entry] of (Array.isArray(list) ? list : []).slice(0, MAX_CHANGES_PER_DOCUMENT).entries()) {
      const change = changeOf(entry, `${where} ${document.origin}: changes[${index}]`, errors);
      if (change) found.push(change);
    }
    if (Array.isArray(list) && list.length > MAX_CHANGES_PER_DOCUMENT) {
      errors.push(
        `${where} ${document.origin}: ${list.length} changes; the first ${MAX_CHANGES_PER_DOCUMENT} were kept`,
      );
    }
    if (found.length) changes.set(document.origin, [...(changes.get(document.origin) ?? []), ...found]);
    // Access data (applications/access.ts) is read from the document before this, and is no part of its item.
    const rest = Object.fromEntries(
      Object.entries(data).filter(([key]) => key !== 'changes' && !ACCESS_KEYS_SET.has(key)),
    );
    return { ...document, data: 'config' in data ? data.config : rest };
  });
  return { documents: out, changes, errors };
}

/**
 * Gives a source's items their document changes and the source's compiled `transform.changes` rules (problems
 * are reported in `errors`; the rules without problems still apply).
 */
export function attachChanges(
  where: string,
  transform: unknown,
  items: ScrapedItem[],
  changes: Map<string, ScrapedChange[]>,
  errors: string[],
): void {
  const { rules, problems } = compileChangeRules(isRecord(transform) ? transform.changes : undefined);
  errors.push(...problems.map((problem) => `${where}: ${problem}; the rule was left out`));
  const hasRules = rules.exclude.length > 0 || rules.mapping.length > 0;
  const given = new Set<string>();
  for (const item of items) {
    if (hasRules) item.changeRules = rules;
    const documentChanges = changes.get(item.source);
    if (documentChanges && !given.has(item.source)) {
      given.add(item.source);
      item.changes = [...(item.changes ?? []), ...documentChanges];
    }
  }
  for (const origin of changes.keys()) {
    if (!given.has(origin)) errors.push(`${where} ${origin}: its changes belong to no item (the document gave none)`);
  }
}
