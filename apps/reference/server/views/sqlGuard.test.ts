import { describe, expect, it } from 'vitest';
import { checkViewSql } from './sqlGuard';

describe('the parse check on merge and panel SQL', () => {
  it('accepts one SELECT or WITH over the queries with the usual functions', () => {
    expect(checkViewSql('SELECT type, count(*) AS n FROM items GROUP BY type;', 'q')).toBe(
      'SELECT type, count(*) AS n FROM items GROUP BY type',
    );
    expect(() =>
      checkViewSql(
        `WITH t(a, b) AS (SELECT name, health FROM items) SELECT a, coalesce(b, 'unknown')::varchar(20) FROM t
         WHERE a IN (SELECT name FROM changes) AND (b = 'x' OR b = $(var.health)) -- a comment with drop(
         ORDER BY round(100.0 * count(*) FILTER (WHERE b = 'ok') / greatest(count(*), 1))`,
        'q',
      ),
    ).not.toThrow();
    expect(() =>
      checkViewSql("SELECT 'set_config(' AS text, $$ pg_read_file( $$ AS other FROM items", 'q'),
    ).not.toThrow();
  });

  it('refuses other statements, a second statement and functions outside the list', () => {
    expect(() => checkViewSql('DELETE FROM items', 'panels[0].query')).toThrow(
      'panels[0].query must be one SELECT (or WITH ... SELECT)',
    );
    expect(() => checkViewSql('SELECT 1; DROP TABLE config_items', 'merge')).toThrow(/must be one statement/);
    expect(() => checkViewSql("SELECT set_config('role', 'postgres', true)", 'merge')).toThrow(
      /calls set_config\(\), which a view's SQL may not call/,
    );
    expect(() => checkViewSql("SELECT pg_catalog.query_to_xml('select 1', true, true, '')", 'merge')).toThrow(
      /query_to_xml/,
    );
    expect(() => checkViewSql('SELECT "pg_read_file"(\'/etc/passwd\')', 'merge')).toThrow(/pg_read_file/);
    expect(() => checkViewSql('SELECT count(*) FROM generate_series(1, 1000000000)', 'merge')).toThrow(
      /generate_series/,
    );
    expect(() => checkViewSql('WITH x AS (UPDATE items SET name = 1 RETURNING *) SELECT * FROM x', 'merge')).toThrow(
      /"UPDATE" is not allowed/,
    );
    expect(() => checkViewSql('SELECT * FROM items FOR UPDATE', 'merge')).toThrow();
    expect(() => checkViewSql("SELECT 'unclosed", 'merge')).toThrow(/quoted text is not closed/);
  });
});
