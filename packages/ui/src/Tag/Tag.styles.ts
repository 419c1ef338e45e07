import { styled } from 'styled-components';
import { cssVar } from '../theme/tokens';

export const TagChip = styled.span`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.sm')};
  background: ${cssVar('color.surfaceSunken')};
  color: ${cssVar('color.text')};
  font-size: ${cssVar('font.size.xs')};
  line-height: 18px;
  overflow: hidden;
`;

export const TagKey = styled.span`
  padding: 0 ${cssVar('space.1')};
  color: ${cssVar('color.textMuted')};
  border-right: 1px solid ${cssVar('color.border')};
  white-space: nowrap;
`;

export const TagValue = styled.span`
  padding: 0 ${cssVar('space.1')};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar('space.1')};
  margin: 0;
  padding: 0;
  list-style: none;
  align-items: center;
  min-width: 0;
`;

export const Item = styled.li`
  display: inline-flex;
  max-width: 100%;
  min-width: 0;
`;

export const MoreButton = styled.button`
  border: 1px dashed ${cssVar('color.borderStrong')};
  border-radius: ${cssVar('radius.sm')};
  background: transparent;
  color: ${cssVar('color.primary')};
  font: inherit;
  font-size: ${cssVar('font.size.xs')};
  line-height: 18px;
  padding: 0 ${cssVar('space.1')};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: 1px;
  }
`;
