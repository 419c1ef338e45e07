import type { ChangeRules } from '../../changes/mapping';

/** One document a source produced, before the common fields turn it into items. */
export interface RawDocument {
  /** Parsed JSON/YAML, or a string for content in another format. */
  data: unknown;
  /** Where it came from (a file path, a URL, `row 3`), for messages and as the default id of a file. */
  origin: string;
  /** `json`, `yaml`, or the text format of a non-JSON file. */
  format?: string;
}

/** A relationship rule resolved against one item: which item(s) it points at. */
export interface RelationshipRef {
  type?: string;
  externalId?: string;
  name?: string;
  namespace?: string;
  /** The matched item becomes this item's parent (parent_id, path, a `hard` relationship). */
  parent: boolean;
}

/** A change a scraped document reported (`full: true` documents' `changes[]`), recorded with its item. */
export interface ScrapedChange {
  changeType: string;
  externalChangeId?: string;
  severity?: string;
  source?: string;
  summary?: string;
  details?: unknown;
  patches?: unknown;
  diff?: string;
  createdAt?: Date;
  externalCreatedBy?: string;
  /** The item it is about when not the item of its document (`config_type` + `external_id`). */
  target?: { type?: string; externalId: string };
}

/** An item ready to be stored. */
export interface ScrapedItem {
  externalId: string;
  name: string;
  type: string;
  configClass: string;
  status: string | null;
  health: string | null;
  description: string | null;
  labels: Record<string, string>;
  tags: Record<string, string>;
  properties: unknown[] | null;
  config: unknown;
  createdAt: Date | null;
  deletedAt: Date | null;
  relationships: RelationshipRef[];
  /** Where it came from (file path, URL...), kept in `source`. */
  source: string;
  /** Changes its document reported (changes/document.ts). */
  changes?: ScrapedChange[];
  /** Its source's `transform.changes` rules, applied to every change of the item (changes/mapping.ts). */
  changeRules?: ChangeRules;
}

/** What one run of a source gives: its items, and the problems with single documents that did not stop it. */
export interface SourceResult {
  items: ScrapedItem[];
  /** Documents the common fields could not turn into an item (no id, no type...): reported, not fatal. */
  errors: string[];
  warnings: string[];
}

/** What every source is given. */
export interface SourceContext {
  signal: AbortSignal;
  /** Milliseconds before the source is abandoned. */
  timeoutMs: number;
  /** Bytes read from the source at most. */
  maxBytes: number;
  /** Documents (files, rows, items) at most. */
  maxDocuments: number;
}
