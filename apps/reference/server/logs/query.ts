/**
 * The search box's language: words (all of them must be in the message, matched by PostgreSQL's full-text search:
 * "quoted phrases", `or` and `-word` as `websearch_to_tsquery` reads them) and `key=value` terms, which match a
 * label exactly (`level=error`, `check_name="api health"`). Labels are never parsed as SQL: they become one jsonb
 * object compared by containment, bound as a parameter.
 */
export interface ParsedQuery {
  /** The free text for `websearch_to_tsquery('simple', …)`; empty when the query is only labels. */
  text: string;
  labels: Record<string, string>;
}

const LABEL_TERM = /(?:^|\s)([A-Za-z_][\w./-]{0,99})=(?:"([^"]*)"|(\S*))/g;

export function parseLogQuery(query: string | undefined): ParsedQuery {
  const source = (query ?? '').trim();
  const labels: Record<string, string> = {};
  const text = source
    .replace(LABEL_TERM, (_whole, key: string, quoted: string | undefined, bare: string | undefined) => {
      labels[key] = quoted ?? bare ?? '';
      return ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
  return { text, labels };
}

/** Both parts of two queries (a selector's and the search box's): words of both, labels of both (the box wins). */
export function mergeQueries(first: ParsedQuery, second: ParsedQuery): ParsedQuery {
  return {
    text: [first.text, second.text].filter(Boolean).join(' '),
    labels: { ...first.labels, ...second.labels },
  };
}
