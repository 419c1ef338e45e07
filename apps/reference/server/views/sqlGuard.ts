/**
 * The parse check on merge and panel SQL, one of three guards (see sandbox.ts for the others: the statement runs as
 * the `mc_view_query` role, which may read only the run's temporary tables, inside a read-only transaction that is
 * rolled back). The check accepts one SELECT (or WITH ... SELECT) and calls of the functions listed below only:
 * PostgreSQL runs some functions as a new query (query_to_xml), changes the role (set_config('role', ...)) or
 * reads files and the server's state (pg_read_file, pg_ls_dir), and a session user that is a superuser (PGlite's
 * always is) could step out of the role through them. An allowlist keeps the unknown out; generate_series is left
 * out too, as PGlite cannot interrupt a statement that runs long.
 */
export const ALLOWED_FUNCTIONS: ReadonlySet<string> = new Set(
  [
    // aggregates and windows
    'count sum avg min max bool_and bool_or every string_agg array_agg json_agg jsonb_agg json_object_agg',
    'jsonb_object_agg percentile_cont percentile_disc mode stddev stddev_pop stddev_samp variance var_pop var_samp',
    'row_number rank dense_rank percent_rank cume_dist ntile lag lead first_value last_value nth_value',
    // conditionals and numbers
    'coalesce nullif greatest least round ceil ceiling floor abs trunc mod power sqrt sign div exp ln log width_bucket',
    // text
    'lower upper length char_length octet_length concat concat_ws substring substr replace split_part trim btrim',
    'ltrim rtrim left right position strpos starts_with initcap lpad rpad reverse repeat format md5 translate',
    'regexp_replace regexp_match regexp_matches regexp_split_to_array',
    // time
    'to_char to_number to_timestamp to_date date_trunc date_part date_bin extract now age make_interval',
    'justify_interval justify_days justify_hours make_date make_timestamp make_timestamptz timezone',
    // json and arrays
    'to_json to_jsonb row_to_json json_build_object jsonb_build_object json_build_array jsonb_build_array',
    'jsonb_array_length json_array_length jsonb_array_elements jsonb_array_elements_text json_array_elements',
    'json_array_elements_text jsonb_each jsonb_each_text json_each json_each_text jsonb_object_keys json_object_keys',
    'jsonb_typeof json_typeof jsonb_extract_path jsonb_extract_path_text json_extract_path json_extract_path_text',
    'jsonb_strip_nulls jsonb_path_query_first jsonb_path_exists unnest array_length cardinality array_to_string',
    'string_to_array array_position array_remove array_append array_cat',
  ]
    .join(' ')
    .split(' '),
);

/** Words that may stand before `(` without being a function call. */
const KEYWORDS_BEFORE_PAREN = new Set(
  (
    'select from where and or not in exists any all some values as on using join lateral over filter within ' +
    'cast case when then else by group order having limit offset union intersect except distinct with recursive ' +
    'is between like ilike similar array row returning into end fetch first next rows only nulls asc desc ' +
    'partition range groups preceding following current unbounded interval timestamp timestamptz date time ' +
    'numeric decimal varchar char character int integer bigint smallint float real double precision boolean text ' +
    'json jsonb uuid window materialized'
  ).split(' '),
);

/** Statement keywords that must not appear anywhere in a view's SQL, even where PostgreSQL would refuse them. */
const FORBIDDEN_WORDS = new Set(
  'insert update delete merge truncate drop alter create grant revoke copy set reset lock'.split(' '),
);

export class ViewSqlError extends Error {}

interface Token {
  kind: 'word' | 'quoted' | 'symbol';
  text: string;
}

/** Words, quoted identifiers and symbols, with strings, dollar-quoted text and comments dropped. */
function tokens(sql: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < sql.length) {
    const char = sql[i]!;
    const next = sql[i + 1];
    if (/\s/.test(char)) {
      i += 1;
    } else if (char === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (char === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < sql.length && depth > 0) {
        if (sql[i] === '/' && sql[i + 1] === '*') {
          depth += 1;
          i += 2;
        } else if (sql[i] === '*' && sql[i + 1] === '/') {
          depth -= 1;
          i += 2;
        } else i += 1;
      }
      if (depth > 0) throw new ViewSqlError('a /* comment is not closed');
    } else if (char === "'" || ((char === 'E' || char === 'e') && next === "'")) {
      const escapes = char !== "'";
      i += escapes ? 2 : 1;
      for (;;) {
        if (i >= sql.length) throw new ViewSqlError('a quoted text is not closed');
        if (escapes && sql[i] === '\\') i += 2;
        else if (sql[i] === "'" && sql[i + 1] === "'") i += 2;
        else if (sql[i] === "'") break;
        else i += 1;
      }
      i += 1;
      out.push({ kind: 'symbol', text: "'" });
    } else if (char === '$' && /^\$[A-Za-z_]*\$/.test(sql.slice(i))) {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i))![0];
      const end = sql.indexOf(tag, i + tag.length);
      if (end === -1) throw new ViewSqlError(`a ${tag} quoted text is not closed`);
      i = end + tag.length;
      out.push({ kind: 'symbol', text: "'" });
    } else if (char === '"') {
      let text = '';
      i += 1;
      for (;;) {
        if (i >= sql.length) throw new ViewSqlError('a quoted name is not closed');
        if (sql[i] === '"' && sql[i + 1] === '"') {
          text += '"';
          i += 2;
        } else if (sql[i] === '"') break;
        else {
          text += sql[i];
          i += 1;
        }
      }
      i += 1;
      out.push({ kind: 'quoted', text: text.toLowerCase() });
    } else if (/[A-Za-z_]/.test(char)) {
      const word = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(sql.slice(i))![0];
      out.push({ kind: 'word', text: word.toLowerCase() });
      i += word.length;
    } else if (char === ':' && next === ':') {
      out.push({ kind: 'symbol', text: '::' });
      i += 2;
    } else {
      out.push({ kind: 'symbol', text: char });
      i += 1;
    }
  }
  return out;
}

/** Index of the `)` closing the `(` at `open`, or -1. */
function closing(list: Token[], open: number): number {
  let depth = 0;
  for (let j = open; j < list.length; j += 1) {
    if (list[j]!.text === '(' && list[j]!.kind === 'symbol') depth += 1;
    else if (list[j]!.text === ')' && list[j]!.kind === 'symbol') {
      depth -= 1;
      if (depth === 0) return j;
    }
  }
  return -1;
}

/**
 * Throws ViewSqlError with the sentence saying why `sql` may not run as a view's merge or panel query; answers the
 * text without a trailing semicolon.
 */
export function checkViewSql(sql: string, where: string): string {
  const text = sql.trim().replace(/;\s*$/, '');
  let list: Token[];
  try {
    list = tokens(text);
  } catch (error) {
    throw new ViewSqlError(`${where}: ${(error as Error).message}`);
  }
  const first = list.find((token) => !(token.kind === 'symbol' && token.text === '('));
  if (!first || first.kind !== 'word' || (first.text !== 'select' && first.text !== 'with')) {
    throw new ViewSqlError(`${where} must be one SELECT (or WITH ... SELECT) over the view's queries`);
  }
  for (const [index, token] of list.entries()) {
    if (token.kind === 'symbol' && token.text === ';') {
      throw new ViewSqlError(`${where} must be one statement; remove the ";" and what follows it`);
    }
    if (token.kind === 'word' && FORBIDDEN_WORDS.has(token.text)) {
      throw new ViewSqlError(`${where} may only read: "${token.text.toUpperCase()}" is not allowed in a view's SQL`);
    }
    if (
      token.kind === 'word' &&
      token.text === 'for' &&
      ['update', 'share', 'no', 'key'].includes(list[index + 1]?.text ?? '')
    ) {
      throw new ViewSqlError(`${where} may not lock rows (FOR UPDATE / FOR SHARE)`);
    }
    const following = list[index + 1];
    if ((token.kind !== 'word' && token.kind !== 'quoted') || following?.text !== '(' || following.kind !== 'symbol')
      continue;
    if (token.kind === 'word' && KEYWORDS_BEFORE_PAREN.has(token.text)) continue;
    const previous = list[index - 1];
    // A type's size (::numeric(10,2), AS varchar(20)) or an alias' column list (AS t(a, b)).
    if (previous && (previous.text === '::' || previous.text === 'as')) continue;
    // A WITH entry's column list: name(a, b) AS (...).
    const end = closing(list, index + 1);
    if (
      end !== -1 &&
      list[end + 1]?.text === 'as' &&
      (previous?.text === 'with' || previous?.text === ',' || previous?.text === 'recursive')
    ) {
      continue;
    }
    if (!ALLOWED_FUNCTIONS.has(token.text)) {
      throw new ViewSqlError(
        `${where} calls ${token.text}(), which a view's SQL may not call; use aggregates, text, time and JSON functions such as count, sum, coalesce, date_trunc or jsonb_array_length`,
      );
    }
  }
  return text;
}
