import { CAST_TYPES, LIMITS, type JsonArrow, type JsonPathStep, type ParsedQuery, type SelectItem } from './ast';
import { parseError, PostgrestError } from './errors';
import { assertJsonKey, IDENTIFIER } from './fields';

/** `select=id,name,alias:col->>key::text,rel!hint!inner(*)`, read left to right by hand. */
class SelectParser {
  private pos = 0;
  constructor(private readonly text: string) {}

  parse(): SelectItem[] {
    const items = this.items(0);
    if (this.pos < this.text.length) this.fail(`unexpected "${this.text[this.pos]}"`);
    return items;
  }

  private fail(details: string): never {
    throw parseError(
      `failed to parse select parameter (${this.text.slice(0, 200)})`,
      `${details} at position ${this.pos}`,
    );
  }

  private skipSpaces() {
    while (this.text[this.pos] === ' ') this.pos++;
  }

  private peek(s: string) {
    return this.text.startsWith(s, this.pos);
  }

  private identifier(): string {
    this.skipSpaces();
    const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.text.slice(this.pos));
    if (!match) this.fail('expected a name');
    this.pos += match[0].length;
    return match[0];
  }

  private items(depth: number): SelectItem[] {
    if (depth > LIMITS.embedDepth) this.fail(`embedding nested more than ${LIMITS.embedDepth} levels`);
    const items: SelectItem[] = [];
    this.skipSpaces();
    if (this.peek(')')) return items;
    for (;;) {
      items.push(this.item(depth));
      this.skipSpaces();
      if (!this.peek(',')) return items;
      this.pos++;
    }
  }

  private item(depth: number): SelectItem {
    this.skipSpaces();
    if (this.peek('*')) {
      this.pos++;
      return { kind: 'star' };
    }
    let name = this.identifier();
    let alias: string | undefined;
    if (this.peek(':') && !this.peek('::')) {
      this.pos++;
      alias = name;
      name = this.identifier();
    }
    let hint: string | undefined;
    let join: 'left' | 'inner' = 'left';
    while (this.peek('!')) {
      this.pos++;
      const word = this.identifier();
      if (word === 'inner' || word === 'left') join = word;
      else if (hint) this.fail('more than one relationship hint');
      else hint = word;
    }
    this.skipSpaces();
    if (this.peek('(')) {
      this.pos++;
      const select = this.items(depth + 1);
      this.skipSpaces();
      if (!this.peek(')')) this.fail('expected ")"');
      this.pos++;
      return { kind: 'embed', name, join, select, ...(alias ? { alias } : {}), ...(hint ? { hint } : {}) };
    }
    if (hint || join !== 'left') this.fail('a hint needs an embedded resource');
    const path: JsonPathStep[] = [];
    while (this.peek('->')) {
      const arrow: JsonArrow = this.peek('->>') ? '->>' : '->';
      this.pos += arrow.length;
      const start = this.pos;
      while (this.pos < this.text.length && !/[,()]/.test(this.text[this.pos]!) && !this.peek('::') && !this.peek('->'))
        this.pos++;
      path.push({ arrow, key: assertJsonKey(this.text.slice(start, this.pos)) });
    }
    if (path.length > LIMITS.jsonPathLength) this.fail('JSON path too long');
    // The last key names the output column; only identifier-shaped keys may, so no free text becomes SQL.
    if (path.length && !alias && !IDENTIFIER.test(path[path.length - 1]!.key)) {
      this.fail(
        `the JSON key "${path[path.length - 1]!.key.slice(0, 40)}" cannot name a column; add an alias (alias:${name}->>key)`,
      );
    }
    let cast: string | undefined;
    if (this.peek('::')) {
      this.pos += 2;
      const type = this.identifier().toLowerCase();
      cast = CAST_TYPES[type];
      if (!cast) this.fail(`cannot cast to "${type}"; allowed: ${Object.keys(CAST_TYPES).join(', ')}`);
    }
    return { kind: 'column', field: { name, path }, ...(alias ? { alias } : {}), ...(cast ? { cast } : {}) };
  }
}

export function parseSelect(text: string): SelectItem[] {
  if (text.trim() === '') return [{ kind: 'star' }];
  return new SelectParser(text).parse();
}

/** Every `rel.col=` / `rel.order=` must name an embed of `select`, as PostgREST insists (PGRST108). */
export function checkEmbeddedPaths(query: ParsedQuery) {
  const known = new Set<string>();
  const walk = (items: SelectItem[], path: string) => {
    for (const item of items) {
      if (item.kind !== 'embed') continue;
      const key = path ? `${path}.${item.alias ?? item.name}` : (item.alias ?? item.name);
      known.add(key);
      walk(item.select, key);
    }
  };
  walk(query.select, '');
  for (const path of Object.keys(query.embedded)) {
    if (!known.has(path)) {
      throw new PostgrestError(
        400,
        'PGRST108',
        `'${path}' is not an embedded resource in this request`,
        null,
        `Verify that '${path}' is included in the 'select' query parameter.`,
      );
    }
  }
}
