import { describe, expect, it } from 'vitest';
import { createListIndex } from './listIndex';

interface Item {
  name: string;
  note?: string;
  team: string;
}

const items: Item[] = [
  { name: 'Alpha', note: 'front door', team: 'web' },
  { name: 'beta', team: 'data' },
  { name: 'Gamma', note: 'Alphabet soup', team: 'web' },
  { name: 'delta', note: undefined, team: 'edge' },
];

const index = () => createListIndex(items, { searchFields: (item) => [item.name, item.note] });

describe('createListIndex', () => {
  it('finds items whose fields contain the query, ignoring case and surrounding spaces', () => {
    const list = index();
    expect(list.search('  ALPHA ')).toEqual([0, 2]);
    expect(list.search('door')).toEqual([0]);
    expect(list.search('')).toBeNull();
  });

  it('does not match across two fields', () => {
    // 'alpha' + 'front' would read 'alphafront' if the fields ran together.
    expect(index().search('hafr')).toEqual([]);
  });

  it('answers a longer query from the shorter one and a shorter one again after deleting', () => {
    const list = index();
    expect(list.search('a')).toEqual([0, 1, 2, 3]);
    expect(list.search('al')).toEqual([0, 2]);
    expect(list.search('alp')).toEqual([0, 2]);
    expect(list.search('elt')).toEqual([3]);
    expect(list.search('a')).toEqual([0, 1, 2, 3]);
  });

  it('keeps a column per name and version, and recomputes it for a new version', () => {
    const list = index();
    let reads = 0;
    const team = (item: Item) => {
      reads += 1;
      return item.team;
    };
    const first = list.column('team', team);
    expect(first).toEqual(['web', 'data', 'web', 'edge']);
    expect(list.column('team', team)).toBe(first);
    expect(reads).toBe(4);
    expect(list.column('team', (item) => item.team.toUpperCase(), 2)).toEqual(['WEB', 'DATA', 'WEB', 'EDGE']);
  });

  it('counts and picks within positions', () => {
    const list = index();
    const team = list.column('team', (item) => item.team);
    expect([...list.countBy(team, null)]).toEqual([
      ['web', 2],
      ['data', 1],
      ['edge', 1],
    ]);
    const web = list.narrow(null, (i) => team[i] === 'web');
    expect(web).toEqual([0, 2]);
    expect([
      ...list.countBy(
        team,
        list.narrow(web, (i) => i > 0),
      ),
    ]).toEqual([['web', 1]]);
    expect(list.pick(web).map((item) => item.name)).toEqual(['Alpha', 'Gamma']);
    expect(list.pick(null)).toBe(items);
  });
});
