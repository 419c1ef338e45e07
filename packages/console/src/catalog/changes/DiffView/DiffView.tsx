import { useMemo } from 'react';
import { useT, VisuallyHidden } from '@mission-control/ui';
import { diffStats, parseUnifiedDiff, sideBySide, type DiffCell } from '../model/diff';
import { Caption, Frame, Table } from './DiffView.styles';

export interface DiffViewProps {
  /** The unified diff text a change carries. */
  diff: string;
  /** @default 'split' */
  layout?: 'split' | 'unified';
}

const SIGN = { added: '+', removed: '−', context: '' } as const;

function Sign({ kind }: { kind: DiffCell['kind'] }) {
  const t = useT();
  if (kind === 'context') return <td data-sign />;
  return (
    <td data-sign>
      <span aria-hidden="true">{SIGN[kind]}</span>
      <VisuallyHidden>
        {kind === 'added' ? t('catalog.changes.diff.added', 'added') : t('catalog.changes.diff.removed', 'removed')}
      </VisuallyHidden>
    </td>
  );
}

/**
 * A change's diff as a table: `split` puts the old text beside the new (removed lines left, the lines that
 * replaced them right), `unified` one column with both line numbers. Added and removed lines carry a sign
 * and a hidden word, the tint is only an aid.
 */
export function DiffView({ diff, layout = 'split' }: DiffViewProps) {
  const t = useT();
  const lines = useMemo(() => parseUnifiedDiff(diff), [diff]);
  const rows = useMemo(() => (layout === 'split' ? sideBySide(lines) : []), [lines, layout]);
  const stats = diffStats(lines);
  const caption = t('catalog.changes.diff.caption', '{added} lines added, {removed} removed', {
    added: stats.added,
    removed: stats.removed,
  });
  if (layout === 'unified') {
    return (
      <Frame>
        <Table aria-label={t('catalog.changes.diff.unified', 'Unified diff')}>
          <Caption>{caption}</Caption>
          <thead>
            <tr>
              <th data-number scope="col">
                {t('catalog.changes.diff.old', 'Old')}
              </th>
              <th data-number scope="col">
                {t('catalog.changes.diff.new', 'New')}
              </th>
              <th data-sign scope="col">
                <VisuallyHidden>{t('catalog.changes.diff.change', 'Change')}</VisuallyHidden>
              </th>
              <th scope="col">{t('catalog.changes.diff.line', 'Line')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) =>
              line.kind === 'hunk' || line.kind === 'note' ? (
                <tr key={index} data-kind={line.kind}>
                  <td colSpan={4}>{line.text}</td>
                </tr>
              ) : (
                <tr key={index} data-kind={line.kind}>
                  <td data-number>{line.oldNumber ?? ''}</td>
                  <td data-number>{line.newNumber ?? ''}</td>
                  <Sign kind={line.kind} />
                  <td>{line.text}</td>
                </tr>
              ),
            )}
          </tbody>
        </Table>
      </Frame>
    );
  }
  return (
    <Frame>
      <Table aria-label={t('catalog.changes.diff.split', 'Side-by-side diff')}>
        <Caption>{caption}</Caption>
        <thead>
          <tr>
            <th data-number scope="col">
              <VisuallyHidden>{t('catalog.changes.diff.oldNumber', 'Old line')}</VisuallyHidden>
            </th>
            <th data-sign scope="col">
              <VisuallyHidden>{t('catalog.changes.diff.change', 'Change')}</VisuallyHidden>
            </th>
            <th scope="col">{t('catalog.changes.diff.before', 'Before')}</th>
            <th data-number scope="col">
              <VisuallyHidden>{t('catalog.changes.diff.newNumber', 'New line')}</VisuallyHidden>
            </th>
            <th data-sign scope="col">
              <VisuallyHidden>{t('catalog.changes.diff.change', 'Change')}</VisuallyHidden>
            </th>
            <th scope="col">{t('catalog.changes.diff.after', 'After')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) =>
            row.kind === 'pair' ? (
              <tr key={index}>
                <Half cell={row.left} />
                <Half cell={row.right} />
              </tr>
            ) : (
              <tr key={index} data-kind={row.kind}>
                <td colSpan={6}>{row.text}</td>
              </tr>
            ),
          )}
        </tbody>
      </Table>
    </Frame>
  );
}

function Half({ cell }: { cell: DiffCell | null }) {
  if (!cell) {
    return (
      <>
        <td data-number />
        <td data-sign />
        <td />
      </>
    );
  }
  return (
    <>
      <td data-number data-kind={cell.kind}>
        {cell.number}
      </td>
      <Sign kind={cell.kind} />
      <td data-kind={cell.kind}>{cell.text}</td>
    </>
  );
}
