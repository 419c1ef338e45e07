import { describe, expect, it } from 'vitest';
import { RowSlots } from './DataTable/rowSlots';

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `row-${from + i}`);

describe('RowSlots', () => {
  it('keeps the slot of every row that stays in view, and gives an entering row the slot of one that left', () => {
    const slots = new RowSlots();
    const first = slots.assign(range(0, 5), []);
    expect(first).toEqual([0, 1, 2, 3, 4]);
    // One row down: row-0 leaves, row-5 enters in its slot; the others keep theirs.
    expect(slots.assign(range(1, 6), [])).toEqual([1, 2, 3, 4, 0]);
  });

  it('hands a replaced window its slots in their order, so no element moves', () => {
    const slots = new RowSlots();
    slots.assign(range(0, 5), []);
    slots.assign(range(1, 6), []);
    // Nothing in common: the slots go to the new rows in the order their elements stand.
    expect(slots.assign(range(100, 105), [])).toEqual([1, 2, 3, 4, 0]);
    // A larger window takes new slots for the rows beyond the old one.
    expect(slots.assign(range(200, 207), [])).toEqual([1, 2, 3, 4, 0, 5, 6]);
  });

  it('never hands on the slot of a pinned row (the Tab stop, the focus), and never repeats a slot', () => {
    const slots = new RowSlots();
    slots.assign(range(0, 5), ['row-2']);
    const next = slots.assign(range(10, 15), ['row-2']);
    expect(next).not.toContain(2);
    expect(new Set(next).size).toBe(5);
    // The pinned row coming back takes a free slot like any other row.
    const back = slots.assign(range(0, 5), ['row-2']);
    expect(new Set(back).size).toBe(5);
  });

  it('gives the same answer to the same rows (StrictMode renders twice)', () => {
    const slots = new RowSlots();
    slots.assign(range(0, 5), []);
    const once = slots.assign(range(3, 8), []);
    expect(slots.assign(range(3, 8), [])).toEqual(once);
  });

  it('gives unique slots through any sequence of windows', () => {
    const slots = new RowSlots();
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let step = 0; step < 500; step++) {
      const start = Math.floor(random() * 1000);
      const rows = range(start, start + 1 + Math.floor(random() * 40));
      const assigned = slots.assign(rows, random() < 0.3 ? [`row-${start + 2}`, null] : []);
      expect(new Set(assigned).size).toBe(rows.length);
    }
  });
});
