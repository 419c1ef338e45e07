import { styled } from 'styled-components';
import { cssVar } from '../theme/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.2')};
  min-width: 0;
`;

export const ScrollArea = styled.div<{ $maxHeight: string }>`
  position: relative;
  overflow: auto;
  max-height: ${({ $maxHeight }) => $maxHeight};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surface')};

  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: 2px;
  }
`;

// A grid layout lets the header stay sticky above the body's (virtual) rows,
// which sit in flow between paddings for the rows out of view; widths come from
// per-column CSS variables.
export const Table = styled.table`
  display: grid;
  border-collapse: collapse;
  width: max-content;
  min-width: 100%;
  font-size: ${cssVar('font.size.md')};

  /* Dimmed with the muted text colour rather than opacity, which would take
     the text below the contrast the theme guarantees. */
  &[data-stale] tbody td {
    color: ${cssVar('color.textMuted')};
  }
`;

export const Head = styled.thead`
  display: grid;
  position: sticky;
  top: 0;
  z-index: ${cssVar('zIndex.sticky')};
  background: ${cssVar('color.surfaceSunken')};
  border-bottom: 1px solid ${cssVar('color.borderStrong')};
`;

export const HeadRow = styled.tr`
  display: flex;
  width: 100%;
`;

export const HeaderCell = styled.th`
  position: relative;
  display: flex;
  align-items: center;
  box-sizing: border-box;
  padding: 0 ${cssVar('space.2')};
  min-height: 36px;
  text-align: start;
  font-weight: ${cssVar('font.weight.bold')};
  color: ${cssVar('color.text')};
  overflow: hidden;
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.1')};
  max-width: 100%;
  padding: ${cssVar('space.1')} 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;

  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: 1px;
    border-radius: ${cssVar('radius.sm')};
  }
`;

export const SortIndicator = styled.span`
  flex: none;
  color: ${cssVar('color.textMuted')};
  font-size: ${cssVar('font.size.xs')};
`;

export const ResizeHandle = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  width: 6px;
  height: 100%;
  cursor: col-resize;
  touch-action: none;
  user-select: none;
  background: transparent;

  &:hover,
  &[data-resizing] {
    background: ${cssVar('color.primary')};
  }
`;

export const Body = styled.tbody`
  display: grid;
`;

export const Row = styled.tr`
  display: flex;
  width: 100%;
  box-sizing: border-box;
  border-bottom: 1px solid ${cssVar('color.border')};
  background: ${cssVar('color.surface')};

  &[data-clickable] {
    cursor: pointer;
  }

  &[data-clickable]:hover,
  &[data-selected] {
    background: ${cssVar('color.surfaceSunken')};
  }

  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: -2px;
  }
`;

export const StaticRow = styled.tr`
  display: flex;
  width: 100%;
  border-bottom: 1px solid ${cssVar('color.border')};
`;

export const Cell = styled.td`
  display: flex;
  align-items: center;
  gap: ${cssVar('space.1')};
  box-sizing: border-box;
  padding: 0 ${cssVar('space.2')};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${cssVar('color.text')};
`;

export const WideCell = styled.td`
  flex: 1;
  padding: ${cssVar('space.6')} ${cssVar('space.4')};
  text-align: center;
  color: ${cssVar('color.textMuted')};
`;

export const ExpandButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 0;
  border-radius: ${cssVar('radius.sm')};
  background: none;
  color: ${cssVar('color.textMuted')};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
  }

  &[aria-expanded='true'] > span {
    transform: rotate(90deg);
  }
`;

/** A CSS triangle, so the row's text content stays the data alone. */
export const Chevron = styled.span`
  display: inline-block;
  width: 0;
  height: 0;
  border-top: 4px solid transparent;
  border-bottom: 4px solid transparent;
  border-left: 6px solid currentColor;
  transition: transform 120ms ease;
`;

export const SkeletonBar = styled.span`
  display: block;
  width: 70%;
  height: 12px;
  border-radius: ${cssVar('radius.sm')};
  background: ${cssVar('color.surfaceSunken')};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${cssVar('space.3')};
  color: ${cssVar('color.textMuted')};
  font-size: ${cssVar('font.size.sm')};
`;

export const PageSizeLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.2')};
`;

export const PageSizeSelect = styled.select`
  padding: ${cssVar('space.1')} ${cssVar('space.2')};
  border: 1px solid ${cssVar('color.borderStrong')};
  border-radius: ${cssVar('radius.sm')};
  background: ${cssVar('color.surface')};
  color: ${cssVar('color.text')};
  font: inherit;

  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
  }
`;

export const PagerButton = styled.button`
  min-width: 28px;
  height: 28px;
  padding: 0 ${cssVar('space.2')};
  border: 1px solid ${cssVar('color.borderStrong')};
  border-radius: ${cssVar('radius.sm')};
  background: ${cssVar('color.surface')};
  color: ${cssVar('color.text')};
  font: inherit;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    color: ${cssVar('color.textMuted')};
    border-color: ${cssVar('color.border')};
  }

  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
