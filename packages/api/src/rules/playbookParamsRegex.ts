/**
 * A linear-time matcher for the `regex` of a playbook parameter definition.
 *
 * The pattern is user data. JavaScript's own engine backtracks, so a pattern
 * such as `(a+)+$` can take exponential time and hang the server or the tab.
 * Here the pattern is checked by `new RegExp` (so validity is JavaScript's),
 * then compiled to an NFA that is simulated over all states at once
 * (Thompson/Pike): time is at most input length × program size, both capped.
 * Lookaround and backreferences cannot run that way and are reported.
 *
 * Semantics are those of `RegExp.prototype.test` without flags: a match
 * anywhere unless anchored, UTF-16 code units, `.` not matching line ends.
 */

/** Most NFA states one pattern may compile to (bounded repeats are expanded). */
export const PARAM_REGEX_PROGRAM_LIMIT = 2_000;

type CharTest = (code: number) => boolean;

type Node =
  | { t: 'char'; test: CharTest }
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; options: Node[] }
  | { t: 'repeat'; node: Node; min: number; max: number }
  | { t: 'assert'; kind: '^' | '$' | 'b' | 'B' };

export class UnsupportedPatternError extends Error {}

const isDigit: CharTest = (c) => c >= 48 && c <= 57;
const isWord: CharTest = (c) => isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const SPACES = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
]);
const isSpace: CharTest = (c) => SPACES.has(c) || (c >= 0x2000 && c <= 0x200a);
const isLineEnd: CharTest = (c) => c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;
const not =
  (test: CharTest): CharTest =>
  (c) =>
    !test(c);

const CLASS_ESCAPES: Record<string, CharTest> = {
  d: isDigit,
  D: not(isDigit),
  w: isWord,
  W: not(isWord),
  s: isSpace,
  S: not(isSpace),
};
const CONTROL_ESCAPES: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13, '0': 0 };

class Parser {
  private pos = 0;
  constructor(private readonly source: string) {}

  parse(): Node {
    const node = this.alternation();
    if (this.pos < this.source.length) throw new UnsupportedPatternError(`unexpected "${this.peek()}"`);
    return node;
  }

  private peek(): string {
    return this.source[this.pos] ?? '';
  }

  private alternation(): Node {
    const options = [this.sequence()];
    while (this.peek() === '|') {
      this.pos++;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : { t: 'alt', options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.pos < this.source.length && this.peek() !== '|' && this.peek() !== ')') {
      const atom = this.atom();
      items.push(this.quantified(atom));
    }
    return { t: 'seq', items };
  }

  private quantified(atom: Node): Node {
    let node = atom;
    for (;;) {
      const bounds = this.quantifier();
      if (!bounds) return node;
      if (this.peek() === '?') this.pos++; // lazy: the same for a yes/no test
      node = { t: 'repeat', node, min: bounds[0], max: bounds[1] };
    }
  }

  private quantifier(): [number, number] | undefined {
    const c = this.peek();
    if (c === '*' || c === '+' || c === '?') {
      this.pos++;
      return c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
    }
    if (c !== '{') return undefined;
    const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.pos));
    if (!match) return undefined; // a literal `{` (as JavaScript reads it without the u flag)
    this.pos += match[0].length;
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
    return [min, max];
  }

  private atom(): Node {
    const c = this.source[this.pos++]!;
    switch (c) {
      case '^':
        return { t: 'assert', kind: '^' };
      case '$':
        return { t: 'assert', kind: '$' };
      case '.':
        return { t: 'char', test: not(isLineEnd) };
      case '(':
        return this.group();
      case '[':
        return { t: 'char', test: this.charClass() };
      case '\\':
        return this.escape();
      default: {
        const code = c.charCodeAt(0);
        return { t: 'char', test: (x) => x === code };
      }
    }
  }

  private group(): Node {
    if (this.source.startsWith('?:', this.pos)) this.pos += 2;
    else if (/^\?<[A-Za-z_$][\w$]*>/.test(this.source.slice(this.pos)))
      this.pos = this.source.indexOf('>', this.pos) + 1;
    else if (this.peek() === '?') throw new UnsupportedPatternError('lookahead and lookbehind are not supported');
    const node = this.alternation();
    if (this.peek() !== ')') throw new UnsupportedPatternError('unterminated group');
    this.pos++;
    return node;
  }

  private escape(): Node {
    const c = this.source[this.pos++] ?? '';
    if (c === 'b' || c === 'B') return { t: 'assert', kind: c };
    if (/[1-9]/.test(c) || (c === 'k' && this.peek() === '<')) {
      throw new UnsupportedPatternError('backreferences are not supported');
    }
    const test = CLASS_ESCAPES[c];
    if (test) return { t: 'char', test };
    const code = this.escapedCode(c);
    return { t: 'char', test: (x) => x === code };
  }

  /** The code unit of an escape that stands for one character. */
  private escapedCode(c: string): number {
    if (c in CONTROL_ESCAPES) return CONTROL_ESCAPES[c]!;
    const hex = c === 'x' ? 2 : c === 'u' ? 4 : 0;
    if (hex) {
      const digits = this.source.slice(this.pos, this.pos + hex);
      if (new RegExp(`^[0-9a-fA-F]{${hex}}$`).test(digits)) {
        this.pos += hex;
        return parseInt(digits, 16);
      }
    }
    if (c === 'c' && /[A-Za-z]/.test(this.peek())) return this.source.charCodeAt(this.pos++) % 32;
    return c.charCodeAt(0); // identity escape: `\.`, `\-`, ...
  }

  private charClass(): CharTest {
    const negated = this.peek() === '^';
    if (negated) this.pos++;
    const parts: CharTest[] = [];
    while (this.peek() !== ']') {
      if (this.pos >= this.source.length) throw new UnsupportedPatternError('unterminated character class');
      const first = this.classAtom();
      if (typeof first === 'number' && this.peek() === '-' && this.source[this.pos + 1] !== ']') {
        this.pos++;
        const last = this.classAtom();
        if (typeof last === 'number') {
          parts.push((x) => x >= first && x <= last);
          continue;
        }
        parts.push(
          (x) => x === first,
          (x) => x === 45,
          last,
        );
        continue;
      }
      parts.push(typeof first === 'number' ? (x) => x === first : first);
    }
    this.pos++;
    const any: CharTest = (x) => parts.some((part) => part(x));
    return negated ? not(any) : any;
  }

  private classAtom(): number | CharTest {
    const c = this.source[this.pos++]!;
    if (c !== '\\') return c.charCodeAt(0);
    const e = this.source[this.pos++] ?? '';
    if (e === 'b') return 8;
    return CLASS_ESCAPES[e] ?? this.escapedCode(e);
  }
}

type Instruction =
  | { op: 'char'; test: CharTest; next: number }
  | { op: 'split'; a: number; b: number }
  | { op: 'assert'; kind: '^' | '$' | 'b' | 'B'; next: number }
  | { op: 'match' };

function size(node: Node): number {
  switch (node.t) {
    case 'char':
    case 'assert':
      return 1;
    case 'seq':
      return node.items.reduce((sum, item) => sum + size(item), 0);
    case 'alt':
      return node.options.reduce((sum, option) => sum + size(option) + 2, 0);
    case 'repeat': {
      const copies = node.max === Infinity ? node.min + 1 : node.max;
      return Math.max(copies, 1) * (size(node.node) + 2);
    }
  }
}

/** Builds the program back to front: each fragment is compiled knowing where it continues. */
class Compiler {
  readonly program: Instruction[] = [];

  /** Compiles `node` so that it continues at `next`; returns its entry. */
  compile(node: Node, next: number): number {
    switch (node.t) {
      case 'char':
        return this.push({ op: 'char', test: node.test, next });
      case 'assert':
        return this.push({ op: 'assert', kind: node.kind, next });
      case 'seq': {
        let entry = next;
        for (let i = node.items.length - 1; i >= 0; i--) entry = this.compile(node.items[i]!, entry);
        return entry;
      }
      case 'alt': {
        const entries = node.options.map((option) => this.compile(option, next));
        let entry = entries[entries.length - 1]!;
        for (let i = entries.length - 2; i >= 0; i--) entry = this.push({ op: 'split', a: entries[i]!, b: entry });
        return entry;
      }
      case 'repeat': {
        let entry = next;
        if (node.max === Infinity) {
          // A loop: split → body → back to the split, or on to `next`.
          const loop = this.push({ op: 'split', a: -1, b: next });
          const body = this.compile(node.node, loop);
          (this.program[loop] as { a: number }).a = body;
          entry = loop;
        } else {
          for (let i = node.max; i > node.min; i--) {
            const body = this.compile(node.node, entry);
            entry = this.push({ op: 'split', a: body, b: next });
          }
        }
        for (let i = 0; i < node.min; i++) entry = this.compile(node.node, entry);
        return entry;
      }
    }
  }

  private push(instruction: Instruction): number {
    this.program.push(instruction);
    return this.program.length - 1;
  }
}

/** A compiled definition pattern: `test` as `RegExp.prototype.test`, in linear time. */
export interface LinearPattern {
  test(value: string): boolean;
}

/**
 * Compiles a pattern; throws `SyntaxError` (from `new RegExp`) for an invalid
 * one and {@link UnsupportedPatternError} for one that cannot run in linear
 * time or is too large.
 */
export function compileLinearPattern(source: string): LinearPattern {
  new RegExp(source); // JavaScript decides what is valid.
  const ast = new Parser(source).parse();
  if (size(ast) > PARAM_REGEX_PROGRAM_LIMIT) {
    throw new UnsupportedPatternError(`the pattern expands to more than ${PARAM_REGEX_PROGRAM_LIMIT} states`);
  }
  const compiler = new Compiler();
  const matchPc = compiler.program.push({ op: 'match' }) - 1;
  const start = compiler.compile(ast, matchPc);
  const program = compiler.program;
  return { test: (value) => run(program, start, value) };
}

function run(program: Instruction[], start: number, value: string): boolean {
  const length = value.length;
  const seen = new Int32Array(program.length).fill(-1);
  let current: number[] = [];
  let following: number[] = [];
  const stack: number[] = [];
  const wordAt = (i: number) => i >= 0 && i < length && isWord(value.charCodeAt(i));

  /** Adds `pc` and everything reachable from it without reading a character; true when that reaches a match. */
  const add = (list: number[], pc: number, at: number, generation: number): boolean => {
    stack.push(pc);
    while (stack.length) {
      const p = stack.pop()!;
      if (seen[p] === generation) continue;
      seen[p] = generation;
      const instruction = program[p]!;
      switch (instruction.op) {
        case 'match':
          stack.length = 0;
          return true;
        case 'char':
          list.push(p);
          break;
        case 'split':
          stack.push(instruction.b, instruction.a);
          break;
        case 'assert': {
          const holds =
            instruction.kind === '^'
              ? at === 0
              : instruction.kind === '$'
                ? at === length
                : (wordAt(at - 1) !== wordAt(at)) === (instruction.kind === 'b');
          if (holds) stack.push(instruction.next);
          break;
        }
      }
    }
    return false;
  };

  for (let at = 0; at <= length; at++) {
    // Unanchored: a match may also start here.
    if (add(current, start, at, at)) return true;
    if (at === length) break;
    const code = value.charCodeAt(at);
    following.length = 0;
    for (const pc of current) {
      const instruction = program[pc] as Extract<Instruction, { op: 'char' }>;
      if (instruction.test(code) && add(following, instruction.next, at + 1, at + 1)) return true;
    }
    [current, following] = [following, current];
  }
  return false;
}
