// The tri-state URL format: `item:1,other:-1` (include / exclude per item).
// One codec for the table's `{key}.filter` params and for turning them into
// Mission Control's `.filter` shorthand (`item,!other`).

export type TristateValue = 1 | -1;
/** Include (1) or exclude (-1) per item; items not listed are neither. */
export type TristateFilter = Record<string, TristateValue>;

/** Longest filter text decoded; a URL longer than this is not a filter a person made. */
const MAX_FILTER_TEXT = 20_000;

// Commas separate entries and colons separate item from polarity, so both are
// replaced inside item names by sequences that cannot appear in normal names.
function escapeItem(item: string): string {
  return item.replaceAll(',', '||||').replaceAll(':', '____');
}

function unescapeItem(item: string): string {
  return item.replaceAll('||||', ',').replaceAll('____', ':');
}

/** One `item:polarity` entry split at its last colon; `polarity` is null when the entry has none. */
function splitEntry(entry: string): { item: string; polarity: string | null } {
  const separator = entry.lastIndexOf(':');
  if (separator <= 0) return { item: unescapeItem(entry), polarity: null };
  return { item: unescapeItem(entry.slice(0, separator)), polarity: entry.slice(separator + 1) };
}

/** `{ a: 1, 'b,c': -1 }` → `a:1,b||||c:-1`. Entries that are not 1 or -1 are left out. */
export function encodeTristateFilter(values: Readonly<Record<string, number>> | null | undefined): string {
  if (!values || typeof values !== 'object') return '';
  return Object.entries(values)
    .filter(([item, value]) => item !== '' && (value === 1 || value === -1))
    .map(([item, value]) => `${escapeItem(item)}:${value}`)
    .join(',');
}

/**
 * `a:1,b||||c:-1` → `{ a: 1, 'b,c': -1 }`. Malformed entries are skipped, and
 * when an item appears twice the later entry wins, so an include replaces an
 * exclude of the same item. Never throws.
 */
export function decodeTristateFilter(text: string | null | undefined): TristateFilter {
  const values = new Map<string, TristateValue>();
  if (typeof text === 'string' && text.length <= MAX_FILTER_TEXT) {
    for (const entry of text.split(',')) {
      const { item, polarity } = splitEntry(entry);
      if (polarity !== '1' && polarity !== '-1') continue;
      values.delete(item);
      values.set(item, polarity === '1' ? 1 : -1);
    }
  }
  // fromEntries defines own properties, so an item named `__proto__` is data, not a prototype.
  return Object.fromEntries(values) as TristateFilter;
}

/**
 * Sets one item to include (1), exclude (-1) or neither (0). Setting a
 * polarity replaces the opposite one; setting the same one again is a no-op.
 */
export function setTristateValue(
  values: Readonly<TristateFilter>,
  item: string,
  value: TristateValue | 0,
): TristateFilter {
  const next = new Map(Object.entries(values));
  next.delete(item);
  if (value === 1 || value === -1) next.set(item, value);
  return Object.fromEntries(next) as TristateFilter;
}

/**
 * The tri-state text (`item:1,other:-1`) as Mission Control's `.filter` value
 * (`item,!other`). An entry without a polarity includes its item; `:0` (the
 * tri-state's "none") leaves it out.
 */
export function tristateToFilter(value: string): string {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      const { item, polarity } = splitEntry(entry);
      if (polarity === '0') return [];
      return [polarity === '-1' ? `!${item}` : item];
    })
    .join(',');
}
