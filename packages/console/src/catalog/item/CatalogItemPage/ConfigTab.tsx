import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { EmptyState, Text, useT } from '@mission-control/ui';
import { configDocument } from '../model/document';
import { formatLineSelection, parseLineSelection, selectLine } from '../model/lines';
import { Code, CodeLine, LineNumber } from './CatalogItemPage.styles';

export interface ConfigTabProps {
  config: unknown;
  /** `lines` from the URL (`3-7,12`). */
  lines: string;
  onLinesChange: (lines: string) => void;
}

function modeOf(event: MouseEvent): 'only' | 'extend' | 'toggle' {
  if (event.shiftKey) return 'extend';
  if (event.metaKey || event.ctrlKey) return 'toggle';
  return 'only';
}

/**
 * The item's document with line numbers. Each number is a toggle button: a click selects the line,
 * shift extends to a range, ctrl/cmd adds one; the selection is kept in the URL. Only one number is
 * in the tab order; the arrow keys, Home and End move between them (a roving tab stop), so a long
 * document is not hundreds of tab stops.
 */
export function ConfigTab({ config, lines, onLinesChange }: ConfigTabProps) {
  const t = useT();
  const document = useMemo(() => configDocument(config), [config]);
  const rows = useMemo(() => (document ? document.text.split('\n') : []), [document]);
  const selected = useMemo(() => parseLineSelection(lines, rows.length), [lines, rows.length]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const [focusLine, setFocusLine] = useState(() => selected[0] ?? 1);
  const listRef = useRef<HTMLOListElement>(null);
  const firstSelected = selected[0];

  // A link with `lines=` opens with the first selected line in view.
  useEffect(() => {
    if (firstSelected === undefined) return;
    const button = listRef.current?.querySelector<HTMLElement>(`[data-line="${firstSelected}"]`);
    button?.scrollIntoView?.({ block: 'center' });
    // Only on arrival: later selections are made where the user already is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!document) {
    return <EmptyState title={t('catalog.item.config.empty', 'This item has no document.')} />;
  }

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, line: number) => {
    const next =
      event.key === 'ArrowDown'
        ? line + 1
        : event.key === 'ArrowUp'
          ? line - 1
          : event.key === 'Home'
            ? 1
            : event.key === 'End'
              ? rows.length
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = Math.min(Math.max(next, 1), rows.length);
    setFocusLine(target);
    listRef.current?.querySelector<HTMLElement>(`[data-line="${target}"]`)?.focus();
  };

  return (
    <div>
      <Text as="p" tone="muted" size="sm">
        {selected.length > 0
          ? t('catalog.item.config.selected', 'Lines {lines} selected', { lines: formatLineSelection(selected) })
          : t('catalog.item.config.hint', 'Select a line number to link to it; shift selects a range.')}
      </Text>
      <Code
        ref={listRef}
        aria-label={t('catalog.item.config.document', 'Config document')}
        data-format={document.format}
      >
        {rows.map((text, index) => {
          const line = index + 1;
          const isSelected = selectedSet.has(line);
          return (
            <CodeLine key={line} data-selected={isSelected}>
              <LineNumber
                type="button"
                data-line={line}
                aria-pressed={isSelected}
                aria-label={t('catalog.item.config.line', 'Line {line}', { line })}
                tabIndex={line === focusLine ? 0 : -1}
                onFocus={() => setFocusLine(line)}
                onKeyDown={(event) => moveFocus(event, line)}
                onClick={(event) => onLinesChange(formatLineSelection(selectLine(selected, line, modeOf(event))))}
              >
                {line}
              </LineNumber>
              <code>{text || ' '}</code>
            </CodeLine>
          );
        })}
      </Code>
    </div>
  );
}
