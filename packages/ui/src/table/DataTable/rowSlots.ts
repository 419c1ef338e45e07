import { type VirtualItem } from '@tanstack/react-virtual';

type Key = VirtualItem['key'];

// A scroll that replaces the whole window, as a scrollbar drag does, then updates the same elements' text and
// attributes in place: no element is created, removed or moved, so the browser restyles what changed rather
// than a whole window of new rows (bench:health, scroll at 10,000 checks, frames over 33 ms: 55 -> 33 of 120).
//
// The rows that hold the Tab stop or the focus are never handed on: when one leaves the window its key goes
// with it, so its element is removed, as it would be with keys by row, and focus never ends up on an element
// showing another row.
//
// Under React's concurrent rendering a render may be discarded after `assign`; the next one then starts from
// that render's keys. Keys are unique within every call, so the outcome is only more moves, never a wrong row.
/**
 * The React keys of the rows in view: a row that stays keeps its key, and a row that enters takes the key (so
 * the element) of one that left, in the order those elements stand in the DOM.
 */
export class RowSlots {
  /** Row key to slot, for the rows of the last call, in their order. */
  private byRow = new Map<Key, number>();
  private next = 0;

  /** The slots for `rows` (row keys in display order); the `pinned` rows' slots are not handed on. */
  assign(rows: readonly Key[], pinned: readonly (Key | null)[]): number[] {
    const slots: Array<number | undefined> = rows.map((row) => this.byRow.get(row));
    const kept = new Set(slots);
    const free: number[] = [];
    for (const [row, slot] of this.byRow) if (!kept.has(slot) && !pinned.includes(row)) free.push(slot);
    let taken = 0;
    const assigned = slots.map((slot) => slot ?? free[taken++] ?? this.next++);
    this.byRow = new Map(rows.map((row, i) => [row, assigned[i]!]));
    return assigned;
  }
}
