// The playbook editor's pure parts: the name a title gives, the spec text's problems with their places in the text
// (the bundled schema's messages), and the row a save writes.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, stringify, type Node } from 'yaml';
import { formatSchemaPath, playbookSpecProblems } from '@mission-control/api/rules';

/** A new playbook's spec: one exec action echoing a parameter, so the shape is visible at once. */
export const NEW_PLAYBOOK_SPEC = `category: Other
parameters:
  - name: message
    label: Message
    type: text
    required: true
actions:
  - name: echo
    timeout: 30s
    exec:
      script: echo "$PARAM_MESSAGE"
`;

/** Upstream's rule for a name from a title: lower case, runs of anything else as one `-`, no `-` at either end. */
export function nameFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
}

/** A playbook name: a DNS-1123 label, as a Kubernetes object name would be. */
export const PLAYBOOK_NAME_PATTERN = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;

/** One problem of the spec text: its message (naming the field) and where it is (1-based). */
export interface SpecTextProblem {
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export interface ParsedSpec {
  /** The spec as data, when the text is YAML. */
  spec: unknown;
  problems: SpecTextProblem[];
}

/** Reads the spec text: YAML syntax errors first, else the schema's problems, each placed on its line. */
export function parseSpecText(text: string): ParsedSpec {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const place = (start: number, end: number) => {
    const from = lines.linePos(start);
    const to = lines.linePos(Math.max(end, start));
    return {
      line: from.line,
      column: from.col,
      endLine: to.line,
      endColumn: to.col === from.col && to.line === from.line ? to.col + 1 : to.col,
    };
  };
  if (document.errors.length) {
    return {
      spec: undefined,
      problems: document.errors.map((error) => ({
        message: `YAML: ${error.message.split('\n')[0]}`,
        ...place(error.pos[0], error.pos[1]),
      })),
    };
  }
  const spec: unknown = document.toJS() ?? {};
  const problems = playbookSpecProblems(spec).map((problem) => {
    const range = locate(document.contents, problem.path) ?? [0, 0];
    return { message: `${formatSchemaPath(problem.path)}: ${problem.message}`, ...place(range[0], range[1]) };
  });
  return { spec, problems };
}

/**
 * Where a path points in the document: the key of the field it names (so an unknown field's own line is marked),
 * else the nearest node that exists (a required field that is missing marks its parent).
 */
function locate(root: Node | null, path: ReadonlyArray<string | number>): [number, number] | undefined {
  let node: unknown = root;
  let found = rangeOf(root);
  for (const [index, segment] of path.entries()) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
      if (!pair) return found;
      const last = index === path.length - 1;
      found = rangeOf(last ? pair.key : pair.value) ?? rangeOf(pair.key) ?? found;
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment];
      if (!item) return found;
      found = rangeOf(item) ?? found;
      node = item;
    } else {
      return found;
    }
  }
  return found;
}

function rangeOf(node: unknown): [number, number] | undefined {
  const range = (node as { range?: [number, number, number] } | null)?.range;
  return range ? [range[0], range[1]] : undefined;
}

/** The row a save writes: the form's fields, with the spec's icon, category and description copied to their columns. */
export function playbookRow(values: { title: string; name: string }, spec: Record<string, unknown>) {
  const text = (key: string) => (typeof spec[key] === 'string' ? (spec[key] as string) : undefined);
  return {
    title: values.title.trim(),
    name: values.name.trim(),
    spec,
    icon: text('icon') ?? null,
    category: text('category') ?? '',
    description: text('description') ?? null,
  };
}

/** A stored spec as the editor shows it. */
export const specToText = (spec: unknown) => (spec && typeof spec === 'object' ? stringify(spec) : NEW_PLAYBOOK_SPEC);
