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
 * Character tests are sorted ranges searched by bisection (O(log items) per
 * character, whatever a class's size), and a step budget bounds one `test`.
 */

/** Most NFA states one pattern may compile to (bounded repeats are expanded). */
export const PARAM_REGEX_PROGRAM_LIMIT = 2_000;

/** Most steps (states entered, characters tested) of one `test`: about 0.1 s of one core. */
export const PARAM_REGEX_STEP_LIMIT = 10_000_000;

/** Sorted, disjoint, non-adjacent inclusive ranges of UTF-16 code units: [lo0, hi0, lo1, hi1, ...]. */
type Ranges = readonly number[];

const MAX_CODE = 0xffff;

/** Sorts and merges ranges given as [lo, hi] pairs in any order. */
function normalise(pairs: Array<[number, number]>): Ranges {
  pairs.sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  for (const [lo, hi] of pairs) {
    if (lo > hi) continue;
    const last = out.length - 1;
    if (last > 0 && lo <= out[last]! + 1) out[last] = Math.max(out[last]!, hi);
    else out.push(lo, hi);
  }
  return out;
}

function complement(ranges: Ranges): Ranges {
  const out: number[] = [];
  let next = 0;
  for (let i = 0; i < ranges.length; i += 2) {
    if (ranges[i]! > next) out.push(next, ranges[i]! - 1);
    next = ranges[i + 1]! + 1;
  }
  if (next <= MAX_CODE) out.push(next, MAX_CODE);
  return out;
}

const pairsOf = (ranges: Ranges): Array<[number, number]> => {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < ranges.length; i += 2) pairs.push([ranges[i]!, ranges[i + 1]!]);
  return pairs;
};

function rangeTest(ranges: Ranges): CharTest {
  if (ranges.length === 2) {
    const [lo, hi] = ranges as [number, number];
    return lo === hi ? (c) => c === lo : (c) => c >= lo && c <= hi;
  }
  const table = Int32Array.from(ranges);
  const pairs = table.length >> 1;
  return (c) => {
    let low = 0;
    let high = pairs - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (c < table[mid * 2]!) high = mid - 1;
      else if (c > table[mid * 2 + 1]!) low = mid + 1;
      else return true;
    }
    return false;
  };
}

type CharTest = (code: number) => boolean;

type Node =
  | { t: 'char'; test: CharTest }
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; options: Node[] }
  | { t: 'repeat'; node: Node; min: number; max: number }
  | { t: 'assert'; kind: '^' | '$' | 'b' | 'B' };

export class UnsupportedPatternError extends Error {}

/** Thrown by `test` when a value would take more than its step budget; the pattern is fine, the value too costly. */
export class PatternStepLimitError extends Error {
  constructor(readonly limit: number) {
    super(`checking this value against the pattern takes more than ${limit} steps`);
    this.name = 'PatternStepLimitError';
  }
}

const DIGITS: Ranges = [48, 57];
const WORD: Ranges = normalise([
  [48, 57],
  [65, 90],
  [95, 95],
  [97, 122],
]);
const SPACE: Ranges = normalise([
  ...[0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff].map(
    (c): [number, number] => [c, c],
  ),
  [0x2000, 0x200a],
]);
const LINE_ENDS: Ranges = normalise([
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
]);
const isWord = rangeTest(WORD);

const CLASS_ESCAPES: Record<string, Ranges> = {
  d: DIGITS,
  D: complement(DIGITS),
  w: WORD,
  W: complement(WORD),
  s: SPACE,
  S: complement(SPACE),
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
        return { t: 'char', test: rangeTest(complement(LINE_ENDS)) };
      case '(':
        return this.group();
      case '[':
        return { t: 'char', test: this.charClass() };
      case '\\':
        return this.escape();
      default: {
        const code = c.charCodeAt(0);
        return { t: 'char', test: rangeTest([code, code]) };
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
    const ranges = CLASS_ESCAPES[c];
    if (ranges) return { t: 'char', test: rangeTest(ranges) };
    const code = this.escapedCode(c);
    return { t: 'char', test: rangeTest([code, code]) };
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
    const pairs: Array<[number, number]> = [];
    const addItem = (item: number | Ranges) => {
      if (typeof item === 'number') pairs.push([item, item]);
      else pairs.push(...pairsOf(item));
    };
    while (this.peek() !== ']') {
      if (this.pos >= this.source.length) throw new UnsupportedPatternError('unterminated character class');
      const first = this.classAtom();
      if (typeof first === 'number' && this.peek() === '-' && this.source[this.pos + 1] !== ']') {
        this.pos++;
        const last = this.classAtom();
        if (typeof last === 'number') {
          pairs.push([first, last]);
          continue;
        }
        addItem(first);
        addItem(45);
        addItem(last);
        continue;
      }
      addItem(first);
    }
    this.pos++;
    const ranges = normalise(pairs);
    return rangeTest(negated ? complement(ranges) : ranges);
  }

  private classAtom(): number | Ranges {
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

/**
 * A compiled definition pattern: `test` as `RegExp.prototype.test`, in linear
 * time; it throws {@link PatternStepLimitError} past the step budget.
 */
export interface LinearPattern {
  test(value: string): boolean;
}

export interface LinearPatternOptions {
  /** Most steps one `test` may take. @default PARAM_REGEX_STEP_LIMIT */
  stepLimit?: number;
}

/**
 * Compiles a pattern; throws `SyntaxError` (from `new RegExp`) for an invalid
 * one and {@link UnsupportedPatternError} for one that cannot run in linear
 * time or is too large.
 */
export function compileLinearPattern(source: string, options: LinearPatternOptions = {}): LinearPattern {
  const stepLimit = options.stepLimit ?? PARAM_REGEX_STEP_LIMIT;
  new RegExp(source); // JavaScript decides what is valid.
  const ast = new Parser(source).parse();
  if (size(ast) > PARAM_REGEX_PROGRAM_LIMIT) {
    throw new UnsupportedPatternError(`the pattern expands to more than ${PARAM_REGEX_PROGRAM_LIMIT} states`);
  }
  const compiler = new Compiler();
  const matchPc = compiler.program.push({ op: 'match' }) - 1;
  const start = compiler.compile(ast, matchPc);
  const program = compiler.program;
  return { test: (value) => run(program, start, value, stepLimit) };
}

function run(program: Instruction[], start: number, value: string, stepLimit: number): boolean {
  let steps = 0;
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
      if (++steps > stepLimit) throw new PatternStepLimitError(stepLimit);
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
    steps += current.length;
    if (steps > stepLimit) throw new PatternStepLimitError(stepLimit);
    for (const pc of current) {
      const instruction = program[pc] as Extract<Instruction, { op: 'char' }>;
      if (instruction.test(code) && add(following, instruction.next, at + 1, at + 1)) return true;
    }
    [current, following] = [following, current];
  }
  return false;
}
