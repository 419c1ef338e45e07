import { describe, expect, it } from 'vitest';
import { buildDelete, buildInsert, buildRead, buildUpdate } from './build';
import { buildCatalogue } from './catalogue';
import { PostgrestError } from './errors';
import { parseQuery } from './parse';

const col = (relation: string, column: string, type = 'text', category = 'S', kind = 'r') => ({
  relation,
  kind,
  column,
  type,
  category,
});

const catalogue = buildCatalogue(
  [
    col('people', 'id', 'uuid', 'U'),
    col('people', 'name'),
    col('items', 'id', 'uuid', 'U'),
    col('items', 'name'),
    col('items', 'labels', 'jsonb', 'U'),
    col('items', 'created_at', 'timestamp with time zone', 'D'),
    col('items', 'created_by', 'uuid', 'U'),
    col('items', 'owner_id', 'uuid', 'U'),
    col('secrets', 'id', 'uuid', 'U'),
    col('secrets', 'item_id', 'uuid', 'U'),
    col('items_view', 'id', 'uuid', 'U', 'v'),
    col('items_view', 'name', 'text', 'S', 'v'),
    col('items_view', 'created_by', 'uuid', 'U', 'v'),
  ],
  [
    {
      name: 'items_created_by_fkey',
      source: 'items',
      target: 'people',
      source_column: 'created_by',
      target_column: 'id',
    },
    { name: 'items_owner_id_fkey', source: 'items', target: 'people', source_column: 'owner_id', target_column: 'id' },
    { name: 'secrets_item_id_fkey', source: 'secrets', target: 'items', source_column: 'item_id', target_column: 'id' },
  ],
  [
    // The view reads `id` from two tables (ambiguous) and `created_by` from items only.
    { view_name: 'items_view', table_name: 'items', column_name: 'id' },
    { view_name: 'items_view', table_name: 'people', column_name: 'id' },
    { view_name: 'items_view', table_name: 'items', column_name: 'name' },
    { view_name: 'items_view', table_name: 'items', column_name: 'created_by' },
  ],
);

const options = { catalogue, isExposed: (name: string) => name !== 'secrets' };
const q = (text: string) => parseQuery(new URLSearchParams(text));

function expectError(fn: () => unknown, status: number, code: string) {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(PostgrestError);
    expect({ status: (error as PostgrestError).status, code: (error as PostgrestError).code }).toEqual({
      status,
      code,
    });
    return;
  }
  throw new Error('expected an error');
}

describe('buildCatalogue', () => {
  it('infers a view key only through an unambiguous column', () => {
    const viewKeys = catalogue.foreignKeys.filter((fk) => fk.source === 'items_view' || fk.target === 'items_view');
    expect(viewKeys.map((fk) => `${fk.source}.${fk.sourceColumns.join()}→${fk.target}`)).toEqual([
      'items_view.created_by→people',
    ]);
  });
});

describe('buildRead', () => {
  it('binds every value and JSON key as a parameter', () => {
    const hostile = `x'; DROP TABLE items; --`;
    const { read, count } = buildRead(
      options,
      'items',
      q(
        `select=name,odd:labels->>${encodeURIComponent(hostile)}&name=eq.${encodeURIComponent(hostile)}&or=(name.like.*${encodeURIComponent(hostile)}*,labels->>k.in.(a,b))&order=labels->>k.desc.nullslast&limit=5&offset=1`,
      ),
    );
    expect(read.sql).not.toContain('DROP');
    expect(count.sql).not.toContain('DROP');
    expect(read.params).toEqual([hostile, hostile, `%${hostile}%`, 'k', 'a', 'b', 'k', 5, 1]);
    expect(count.params).toEqual([hostile, `%${hostile}%`, 'k', 'a', 'b']);
    expect(read.sql).toContain('ORDER BY ("t0"."labels" ->> $7::text) DESC NULLS LAST LIMIT $8 OFFSET $9');
  });

  it('caps the page at 2000 rows', () => {
    expect(buildRead(options, 'items', q('limit=999999')).read.params).toEqual([2000]);
  });

  it('embeds by column, by table with a hint, and through a view key', () => {
    const byColumn = buildRead(options, 'items', q('select=name,created_by(name)'));
    expect(byColumn.read.sql).toContain('"t1"."id" = "t0"."created_by"');
    expect(byColumn.relations).toEqual(new Set(['items', 'people']));
    const hinted = buildRead(options, 'items', q('select=name,owner:people!items_owner_id_fkey(name)'));
    expect(hinted.read.sql).toContain('"t1"."id" = "t0"."owner_id"');
    const view = buildRead(options, 'items_view', q('select=*,created_by(name)'));
    expect(view.read.sql).toContain('"t1"."id" = "t0"."created_by"');
    // `*` does not repeat a column that an embed of the same name replaces.
    expect(view.read.sql).not.toContain('"t0"."created_by",');
  });

  it.each([
    ['unknown table', 'nothing', 'select=*', 404, 'PGRST205'],
    ['unexposed table', 'secrets', 'select=*', 404, 'PGRST205'],
    ['unexposed embed', 'items', 'select=*,secrets(*)', 400, 'PGRST200'],
    ['unknown column', 'items', 'select=nope', 400, '42703'],
    ['unknown filter column', 'items', 'nope=eq.1', 400, '42703'],
    ['unknown order column', 'items', 'order=nope', 400, '42703'],
    ['ambiguous embed', 'items', 'select=people(name)', 300, 'PGRST201'],
    ['unrelated embed', 'people', 'select=items_view(name),secrets(id)', 400, 'PGRST200'],
    ['modifier for a missing embed', 'items', 'people.limit=1', 400, 'PGRST108'],
  ])('refuses %s', (_name, relation, text, status, code) => {
    expectError(() => buildRead(options, relation, q(text)), status, code);
  });
});

describe('writes', () => {
  it('insert passes the rows as one JSON parameter', () => {
    const rows = [{ name: `a'); DROP TABLE items; --` }, { name: 'b' }];
    const insert = buildInsert(options, 'items', rows, q(''), true);
    expect(insert.sql).not.toContain('DROP');
    expect(insert.params).toEqual([JSON.stringify(rows)]);
  });

  it('refuses unknown body columns, mismatched keys, views and unfiltered changes', () => {
    expectError(() => buildInsert(options, 'items', [{ nope: 1 }], q(''), false), 400, 'PGRST204');
    expectError(() => buildInsert(options, 'items', [{ name: 'a' }, { id: 'b' }], q(''), false), 400, 'PGRST102');
    expectError(() => buildInsert(options, 'items_view', [{ name: 'a' }], q(''), false), 405, 'PGRST117');
    expectError(() => buildUpdate(options, 'items', { name: 'a' }, q('select=name'), false), 400, '21000');
    expectError(() => buildUpdate(options, 'items', {}, q('name=eq.a'), false), 400, 'PGRST102');
    expectError(() => buildDelete(options, 'items', q('order=name'), false), 400, '21000');
  });

  it('update and delete keep their filters', () => {
    const update = buildUpdate(options, 'items', { name: 'b' }, q('name=eq.a'), false);
    expect(update.sql).toMatch(
      /UPDATE "items" AS "t0" SET "name" = _v\."name" FROM .* WHERE true AND "t0"\."name" = \$2/,
    );
    const del = buildDelete(options, 'items', q('id=in.(1,2)'), false);
    expect(del.sql).toContain('DELETE FROM "items" AS "t0" WHERE "t0"."id" IN ($1, $2)');
  });
});
