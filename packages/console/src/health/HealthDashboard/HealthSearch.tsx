import { TextField, useT } from '@mission-control/ui';
import { memo, useEffect, useRef, useState } from 'react';

/** The spec's search debounce (operations §5). */
export const SEARCH_DEBOUNCE_MS = 400;

export interface HealthSearchProps {
  /** The committed query (the URL's). */
  value: string;
  /** Called once typing has paused for SEARCH_DEBOUNCE_MS. */
  onCommit: (query: string) => void;
  /** Called with each draft while the debounce runs, so the caller can prepare the answer in idle time. */
  onDraft?: (draft: string) => void;
}

/** Runs `task` when the main thread is idle (or soon, where the browser has no idle callback). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: SEARCH_DEBOUNCE_MS / 2 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 50);
  return () => clearTimeout(timer);
}

/**
 * The dashboard's search field. Its draft lives here, not in the dashboard, so a keystroke renders this
 * field alone and the typed character is painted in the next frame, whatever the size of the table.
 */
export const HealthSearch = memo(function HealthSearch({ value, onCommit, onDraft }: HealthSearchProps) {
  const t = useT();
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  // A change of the URL from outside (back button, link) replaces the draft.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value);
    }
  }, [value]);
  useEffect(() => {
    if (draft === committed.current) return;
    const cancelIdle = onDraft ? whenIdle(() => onDraft(draft)) : undefined;
    const timer = setTimeout(() => {
      committed.current = draft;
      onCommit(draft);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      cancelIdle?.();
      clearTimeout(timer);
    };
  }, [draft, onCommit, onDraft]);
  return (
    <TextField
      type="search"
      label={t('health.search.label', 'Search')}
      value={draft}
      placeholder={t('health.search.placeholder', 'Search by name, description, or endpoint')}
      onChange={setDraft}
    />
  );
});
