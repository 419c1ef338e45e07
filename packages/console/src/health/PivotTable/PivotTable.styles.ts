import { cssVar } from '@mission-control/ui';
import { styled } from 'styled-components';

/** Fixed row height: the virtualiser positions rows without measuring them. */
export const ROW_HEIGHT = 40;
export const ROW_HEADER_WIDTH = 240;
export const COLUMN_WIDTH = 132;

export const Scroller = styled.div`
  overflow: auto;
  max-height: var(--mc-health-table-height, 70vh);
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surface')};
`;

export const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  min-width: 100%;
  th,
  td {
    text-align: left;
    padding: 0 ${cssVar('space.3')};
    height: ${ROW_HEIGHT}px;
    border-bottom: 1px solid ${cssVar('color.border')};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${cssVar('color.surfaceSunken')};
    font-weight: ${cssVar('font.weight.bold')};
    color: ${cssVar('color.textMuted')};
    font-size: ${cssVar('font.size.sm')};
  }
  /* The row headers stay in view while the columns scroll sideways. */
  th[scope='row'],
  thead th:first-child {
    position: sticky;
    left: 0;
    background: ${cssVar('color.surface')};
    border-right: 1px solid ${cssVar('color.border')};
    font-weight: ${cssVar('font.weight.medium')};
  }
  thead th:first-child {
    z-index: 2;
    background: ${cssVar('color.surfaceSunken')};
  }
  tbody tr:hover td,
  tbody tr:hover th {
    background: ${cssVar('color.surfaceSunken')};
  }
  tbody tr[data-spacer] td {
    padding: 0;
    border: none;
  }
`;

export const CellButton = styled.button`
  font: inherit;
  color: ${cssVar('color.text')};
  background: none;
  border: 1px solid transparent;
  border-radius: ${cssVar('radius.sm')};
  padding: ${cssVar('space.1')};
  margin-inline-start: calc(-1 * ${cssVar('space.1')});
  max-width: 100%;
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.1')};
  cursor: pointer;
  overflow: hidden;
  white-space: nowrap;
  &:hover {
    border-color: ${cssVar('color.border')};
  }
  &[aria-current='true'] {
    border-color: ${cssVar('color.primary')};
  }
  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: 1px;
  }
`;

export const Count = styled.span`
  color: ${cssVar('color.textMuted')};
  font-size: ${cssVar('font.size.sm')};
`;

export const Empty = styled.span`
  color: ${cssVar('color.textMuted')};
`;
