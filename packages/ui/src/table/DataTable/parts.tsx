import { type KeyboardEvent } from 'react';
import { type Translate } from '../../i18n/messages';
import * as S from '../DataTable.styles';
import { pageCount } from '../pagination';
import { KEYBOARD_RESIZE_STEP, SKELETON_ROWS } from './types';
import { columnWidthStyle } from './model';

export function ResizeHandle(props: {
  label: string;
  size: number;
  min: number;
  max: number;
  resizing: boolean;
  onPointerStart: (event: unknown) => void;
  onResize: (size: number) => void;
}) {
  const { size, min, max, onResize } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' ? KEYBOARD_RESIZE_STEP : event.key === 'ArrowLeft' ? -KEYBOARD_RESIZE_STEP : 0;
    if (step === 0) return;
    event.preventDefault();
    onResize(Math.min(max, Math.max(min, size + step)));
  };
  return (
    <S.ResizeHandle
      role="separator"
      aria-orientation="vertical"
      aria-label={props.label}
      aria-valuenow={size}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      data-resizing={props.resizing || undefined}
      onMouseDown={props.onPointerStart}
      onTouchStart={props.onPointerStart}
      onKeyDown={onKeyDown}
    />
  );
}

export function SkeletonBody({ columns, label }: { columns: readonly { grow?: boolean }[]; label: string }) {
  return (
    <tbody>
      {Array.from({ length: SKELETON_ROWS }, (_, rowIndex) => (
        <S.StaticRow key={rowIndex}>
          {columns.map((column, cellIndex) => (
            <S.Cell key={cellIndex} style={columnWidthStyle(column, cellIndex)}>
              {rowIndex === 0 && cellIndex === 0 ? <S.VisuallyHidden>{label}</S.VisuallyHidden> : null}
              <S.SkeletonBar aria-hidden="true" />
            </S.Cell>
          ))}
        </S.StaticRow>
      ))}
    </tbody>
  );
}

export function Pager(props: {
  pageIndex: number;
  pageSize: number;
  totalRows: number;
  pageSizeOptions: readonly number[];
  onPageIndexChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  t: Translate;
}) {
  const { pageIndex, pageSize, totalRows, t } = props;
  const pages = pageCount(totalRows, pageSize);
  const lastPage = Math.max(0, pages - 1);
  const first = totalRows === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(totalRows, (pageIndex + 1) * pageSize);
  const options = props.pageSizeOptions.includes(pageSize)
    ? props.pageSizeOptions
    : [...props.pageSizeOptions, pageSize].sort((a, b) => a - b);
  return (
    <S.Footer role="navigation" aria-label={t('dataTable.pagination', 'Pagination')}>
      <S.PageSizeLabel>
        {t('dataTable.rowsPerPage', 'Rows per page')}
        <S.PageSizeSelect value={pageSize} onChange={(event) => props.onPageSizeChange(Number(event.target.value))}>
          {options.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </S.PageSizeSelect>
      </S.PageSizeLabel>
      <span aria-live="polite">
        {t('dataTable.range', '{first}–{last} of {total}', { first, last, total: totalRows })}
      </span>
      <span>{t('dataTable.pageOf', 'Page {page} of {pages}', { page: pageIndex + 1, pages: Math.max(1, pages) })}</span>
      <S.PagerButton
        type="button"
        aria-label={t('dataTable.firstPage', 'First page')}
        disabled={pageIndex <= 0}
        onClick={() => props.onPageIndexChange(0)}
      >
        «
      </S.PagerButton>
      <S.PagerButton
        type="button"
        aria-label={t('dataTable.previousPage', 'Previous page')}
        disabled={pageIndex <= 0}
        onClick={() => props.onPageIndexChange(pageIndex - 1)}
      >
        ‹
      </S.PagerButton>
      <S.PagerButton
        type="button"
        aria-label={t('dataTable.nextPage', 'Next page')}
        disabled={pageIndex >= lastPage}
        onClick={() => props.onPageIndexChange(pageIndex + 1)}
      >
        ›
      </S.PagerButton>
      <S.PagerButton
        type="button"
        aria-label={t('dataTable.lastPage', 'Last page')}
        disabled={pageIndex >= lastPage}
        onClick={() => props.onPageIndexChange(lastPage)}
      >
        »
      </S.PagerButton>
    </S.Footer>
  );
}
