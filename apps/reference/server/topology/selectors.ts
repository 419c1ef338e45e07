import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { ResourceSelector } from './spec';

/**
 * Selectors resolved against our own tables: checks (`checks` selectors), catalog items (`configs`) and
 * components (`selectors`). Equality on name, namespace, type and `key=value` labels is done by the query
 * (parameterised); `key!=value`, `key` and `!key` terms are checked on the rows it returns.
 */

interface LabelTerm {
  key: string;
  op: '=' | '!=' | 'exists' | '!exists';
  value?: string;
}

export function parseLabelSelector(selector: string | undefined): LabelTerm[] {
  if (!selector) return [];
  return selector
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean)
    .map((term): LabelTerm => {
      const unequal = /^([^!=]+)!=(.*)$/.exec(term);
      if (unequal) return { key: unequal[1]!.trim(), op: '!=', value: unequal[2]!.trim() };
      const equal = /^([^=]+)==?(.*)$/.exec(term);
      if (equal) return { key: equal[1]!.trim(), op: '=', value: equal[2]!.trim() };
      if (term.startsWith('!')) return { key: term.slice(1).trim(), op: '!exists' };
      return { key: term, op: 'exists' };
    });
}

const equalities = (terms: LabelTerm[]) =>
  Object.fromEntries(terms.filter((term) => term.op === '=').map((term) => [term.key, term.value ?? '']));

function matchesTerms(labels: Record<string, unknown> | null, terms: LabelTerm[]): boolean {
  const own = labels ?? {};
  return terms.every((term) => {
    const has = Object.hasOwn(own, term.key);
    switch (term.op) {
      case '=':
        return has && String(own[term.key]) === term.value;
      case '!=':
        return !has || String(own[term.key]) !== term.value;
      case 'exists':
        return has;
      case '!exists':
        return !has;
    }
  });
}

/** A name with `*` wildcards as a LIKE pattern (other LIKE characters are literal). */
export function likePattern(name: string): string {
  return name.replace(/[\\%_]/g, (char) => `\\${char}`).replace(/\*/g, '%');
}

/** A stable id for a selector, kept in the relationship rows' selector_id. */
export function selectorId(selector: unknown): string {
  return createHash('sha256').update(JSON.stringify(selector)).digest('hex').slice(0, 16);
}

/** Rows a selector may return at most (each has a default; one selector never links a whole large estate). */
export const MAX_SELECTED = 5_000;

interface Where {
  clauses: string[];
  params: unknown[];
}

function common(selector: ResourceSelector, columns: { name: string; namespace: string; type: string; id: string }) {
  const where: Where = { clauses: [], params: [] };
  const add = (clause: (n: string) => string, value: unknown) => {
    where.params.push(value);
    where.clauses.push(clause(`$${where.params.length}`));
  };
  if (selector.id) add((p) => `${columns.id}::text = ${p}`, selector.id);
  if (selector.name) add((p) => `${columns.name} LIKE ${p}`, likePattern(selector.name));
  if (selector.namespace) add((p) => `${columns.namespace} = ${p}`, selector.namespace);
  if (selector.types?.length)
    add((p) => `${columns.type} IN (SELECT jsonb_array_elements_text(${p}::jsonb))`, selector.types);
  return { where, add };
}

export interface SelectedCheck {
  id: string;
  canary_id: string;
}

/** Live checks of live canaries; labels are the check's over its canary's (as the health page shows them). */
export async function selectChecks(db: Queryable, selector: ResourceSelector): Promise<SelectedCheck[]> {
  const { where, add } = common(selector, { name: 'c.name', namespace: 'c.namespace', type: 'c.type', id: 'c.id' });
  const terms = parseLabelSelector(selector.labelSelector);
  const equal = equalities(terms);
  if (Object.keys(equal).length)
    add((p) => `(COALESCE(k.labels, '{}') || COALESCE(c.labels, '{}')) @> ${p}::jsonb`, equal);
  where.params.push(MAX_SELECTED);
  const { rows } = await db.query<SelectedCheck & { labels: Record<string, unknown> | null }>(
    `SELECT c.id, c.canary_id, COALESCE(k.labels, '{}') || COALESCE(c.labels, '{}') AS labels
     FROM checks c JOIN canaries k ON k.id = c.canary_id
     WHERE c.deleted_at IS NULL AND k.deleted_at IS NULL ${where.clauses.map((c) => `AND ${c}`).join(' ')}
     ORDER BY c.name, c.id LIMIT $${where.params.length}`,
    where.params,
  );
  return rows.filter((row) => matchesTerms(row.labels, terms)).map(({ id, canary_id }) => ({ id, canary_id }));
}

/**
 * Live catalog items. `namespace` is the item's `namespace` tag (config-db keeps it there); labelSelector reads the
 * item's labels, tagSelector its tags.
 */
export async function selectConfigs(db: Queryable, selector: ResourceSelector): Promise<string[]> {
  const { where, add } = common(selector, {
    name: 'name',
    namespace: "tags->>'namespace'",
    type: 'type',
    id: 'id',
  });
  const labels = parseLabelSelector(selector.labelSelector);
  const tags = parseLabelSelector(selector.tagSelector);
  if (Object.keys(equalities(labels)).length) add((p) => `COALESCE(labels, '{}') @> ${p}::jsonb`, equalities(labels));
  if (Object.keys(equalities(tags)).length) add((p) => `COALESCE(tags, '{}') @> ${p}::jsonb`, equalities(tags));
  where.params.push(MAX_SELECTED);
  const { rows } = await db.query<{
    id: string;
    labels: Record<string, unknown> | null;
    tags: Record<string, unknown> | null;
  }>(
    `SELECT id, labels, tags FROM config_items
     WHERE deleted_at IS NULL ${where.clauses.map((c) => `AND ${c}`).join(' ')}
     ORDER BY name, id LIMIT $${where.params.length}`,
    where.params,
  );
  return rows.filter((row) => matchesTerms(row.labels, labels) && matchesTerms(row.tags, tags)).map((row) => row.id);
}

/** Live components of any topology (a component never adopts itself or one of its own topology's run). */
export async function selectComponents(
  db: Queryable,
  selector: ResourceSelector,
  exceptTopology: string,
): Promise<string[]> {
  const { where, add } = common(selector, { name: 'name', namespace: 'namespace', type: 'type', id: 'id' });
  const terms = parseLabelSelector(selector.labelSelector);
  const equal = equalities(terms);
  if (Object.keys(equal).length) add((p) => `COALESCE(labels, '{}') @> ${p}::jsonb`, equal);
  add((p) => `topology_id IS DISTINCT FROM ${p}::uuid`, exceptTopology);
  where.params.push(MAX_SELECTED);
  const { rows } = await db.query<{ id: string; labels: Record<string, unknown> | null }>(
    `SELECT id, labels FROM components
     WHERE deleted_at IS NULL ${where.clauses.map((c) => `AND ${c}`).join(' ')}
     ORDER BY name, id LIMIT $${where.params.length}`,
    where.params,
  );
  return rows.filter((row) => matchesTerms(row.labels, terms)).map((row) => row.id);
}
