// A change's unified diff (the `diff` text the server records on a rescrape, reference §1.8) read into lines
// with their numbers on both sides, and laid out side by side: removed lines on the left beside the lines
// that replaced them on the right.

export type DiffLineKind = 'context' | 'removed' | 'added' | 'hunk' | 'note';

export interface DiffLine {
  kind: DiffLineKind;
  text: string;
  /** Line number in the old text (context and removed lines). */
  oldNumber?: number;
  /** Line number in the new text (context and added lines). */
  newNumber?: number;
}

export interface DiffCell {
  kind: 'context' | 'removed' | 'added';
  text: string;
  number: number;
}

export type SideBySideRow =
  | { kind: 'hunk'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'pair'; left: DiffCell | null; right: DiffCell | null };

/** Most lines read from one diff: longer diffs are cut, with a note saying how many lines were left out. */
export const MAX_DIFF_LINES = 5000;

const HUNK = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

/** The diff's lines after its `---`/`+++` header; text that is not a unified diff reads as context lines. */
export function parseUnifiedDiff(text: string | null | undefined): DiffLine[] {
  if (!text) return [];
  const raw = text.replace(/\r\n/g, '\n').split('\n');
  if (raw.at(-1) === '') raw.pop();
  const lines: DiffLine[] = [];
  let oldNumber = 1;
  let newNumber = 1;
  let inHunk = false;
  const limit = Math.min(raw.length, MAX_DIFF_LINES);
  for (let index = 0; index < limit; index++) {
    const line = raw[index]!;
    const hunk = HUNK.exec(line);
    if (hunk) {
      oldNumber = Number(hunk[1]);
      newNumber = Number(hunk[2]);
      inHunk = true;
      lines.push({ kind: 'hunk', text: line });
      continue;
    }
    if (
      !inHunk &&
      (line.startsWith('--- ') || line.startsWith('+++ ') || line.startsWith('diff ') || line.startsWith('index '))
    ) {
      continue;
    }
    if (line.startsWith('\\')) {
      lines.push({ kind: 'note', text: line.slice(1).trim() });
    } else if (inHunk && line.startsWith('-')) {
      lines.push({ kind: 'removed', text: line.slice(1), oldNumber: oldNumber++ });
    } else if (inHunk && line.startsWith('+')) {
      lines.push({ kind: 'added', text: line.slice(1), newNumber: newNumber++ });
    } else {
      const body = inHunk && line.startsWith(' ') ? line.slice(1) : line;
      lines.push({ kind: 'context', text: body, oldNumber: oldNumber++, newNumber: newNumber++ });
    }
  }
  if (raw.length > limit) {
    lines.push({ kind: 'note', text: `${(raw.length - limit).toLocaleString()} more lines not shown` });
  }
  return lines;
}

/** Pairs each run of removed lines with the run of added lines after it; context sits on both sides. */
export function sideBySide(lines: readonly DiffLine[]): SideBySideRow[] {
  const rows: SideBySideRow[] = [];
  let removed: DiffCell[] = [];
  let added: DiffCell[] = [];
  const flush = () => {
    const count = Math.max(removed.length, added.length);
    for (let index = 0; index < count; index++) {
      rows.push({ kind: 'pair', left: removed[index] ?? null, right: added[index] ?? null });
    }
    removed = [];
    added = [];
  };
  for (const line of lines) {
    if (line.kind === 'removed') {
      // A removal after additions starts a new run.
      if (added.length > 0) flush();
      removed.push({ kind: 'removed', text: line.text, number: line.oldNumber ?? 0 });
    } else if (line.kind === 'added') {
      added.push({ kind: 'added', text: line.text, number: line.newNumber ?? 0 });
    } else {
      flush();
      if (line.kind === 'context') {
        rows.push({
          kind: 'pair',
          left: { kind: 'context', text: line.text, number: line.oldNumber ?? 0 },
          right: { kind: 'context', text: line.text, number: line.newNumber ?? 0 },
        });
      } else {
        rows.push({ kind: line.kind, text: line.text });
      }
    }
  }
  flush();
  return rows;
}

/** Lines added and removed, for the diff's caption. */
export function diffStats(lines: readonly DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.kind === 'added') added++;
    if (line.kind === 'removed') removed++;
  }
  return { added, removed };
}
