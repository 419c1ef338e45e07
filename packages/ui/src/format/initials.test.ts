import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each<[{ name?: string | null; email?: string | null }, string]>([
    [{ name: 'Jane Doe' }, 'JD'],
    [{ name: 'jane' }, 'J'],
    [{ name: 'Jane Mary Doe' }, 'JM'],
    [{ name: '  ada   lovelace ' }, 'AL'],
    [{ name: '', email: 'jane.doe@example.com' }, 'JD'],
    [{ name: '   ', email: 'ops@example.com' }, 'O'],
    [{ email: 'first_last@example.com' }, 'FL'],
    [{ name: null, email: null }, '?'],
    [{}, '?'],
    [{ email: '@example.com' }, '?'],
    [{ name: 'Élodie Ünal' }, 'ÉÜ'],
  ])('%j → %s', (input, expected) => {
    expect(initials(input)).toBe(expected);
  });
});
