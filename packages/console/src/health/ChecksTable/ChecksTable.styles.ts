import { cssVar } from '@mission-control/ui';
import { styled } from 'styled-components';

export const NameCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${cssVar('space.2')};
  min-width: 0;
  &[data-depth='1'] {
    padding-left: ${cssVar('space.4')};
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

export const NamespaceTag = styled.span`
  flex-shrink: 0;
  font-size: ${cssVar('font.size.xs')};
  color: ${cssVar('color.textMuted')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.sm')};
  padding: 0 ${cssVar('space.1')};
`;
