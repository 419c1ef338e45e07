import { cssVar } from '../../../packages/ui/src/index';
import { styled } from 'styled-components';

/** Fixed row height: the virtualiser positions rows without measuring them. */
export const ROW_HEIGHT = 44;

export const Scroller = styled.div`
  overflow: auto;
  max-height: var(--mc-health-table-height, 70vh);
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surface')};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
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
  tbody tr[data-kind] {
    cursor: pointer;
  }
  tbody tr[data-kind]:hover {
    background: ${cssVar('color.surfaceSunken')};
  }
  tbody tr[data-selected] {
    background: ${cssVar('color.surfaceSunken')};
  }
  tbody tr[data-spacer] td {
    padding: 0;
    border: none;
  }
`;

export const SortButton = styled.button`
  font: inherit;
  color: inherit;
  background: none;
  border: none;
  padding: 0;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.1')};
  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: 2px;
  }
`;

export const NameCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${cssVar('space.2')};
  min-width: 0;
  &[data-depth='1'] {
    padding-left: ${cssVar('space.6')};
  }
`;

export const NameButton = styled.button`
  font: inherit;
  color: ${cssVar('color.text')};
  background: none;
  border: none;
  padding: 0;
  cursor: pointer;
  text-align: left;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  min-width: 0;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: 2px;
  }
`;

export const GroupName = styled.span`
  font-weight: ${cssVar('font.weight.bold')};
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Expander = styled.button`
  font: inherit;
  width: 28px;
  height: 28px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: none;
  border: 1px solid transparent;
  border-radius: ${cssVar('radius.sm')};
  color: ${cssVar('color.text')};
  cursor: pointer;
  svg {
    transition: transform 120ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
  }
`;

export const Muted = styled.span`
  color: ${cssVar('color.textMuted')};
  font-size: ${cssVar('font.size.sm')};
  margin-left: ${cssVar('space.2')};
`;

export const NamespaceTag = styled.span`
  flex-shrink: 0;
  font-size: ${cssVar('font.size.xs')};
  color: ${cssVar('color.textMuted')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.sm')};
  padding: 0 ${cssVar('space.1')};
`;
