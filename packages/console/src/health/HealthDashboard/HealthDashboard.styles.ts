import { cssVar } from '@mission-control/ui';
import { styled } from 'styled-components';

export const Layout = styled.div`
  display: flex;
  gap: ${cssVar('space.4')};
  align-items: flex-start;
  min-width: 0;
  container-type: inline-size;
  /* The widget paints its own surface so both themes keep their contrast on any host page. */
  background: ${cssVar('color.background')};
  color: ${cssVar('color.text')};
`;

export const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
`;

export const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar('space.3')};
  align-items: flex-end;
`;

export const Control = styled.div`
  flex: 0 1 180px;
  min-width: 140px;
`;

export const SearchControl = styled.div`
  flex: 1 1 240px;
  min-width: 0;
`;

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar('space.1')};
  border-bottom: 1px solid ${cssVar('color.border')};
`;

export const Tab = styled.button`
  font: inherit;
  background: none;
  border: none;
  border-bottom: 2px solid transparent;
  padding: ${cssVar('space.2')} ${cssVar('space.3')};
  color: ${cssVar('color.textMuted')};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${cssVar('color.text')};
    border-bottom-color: ${cssVar('color.primary')};
    font-weight: ${cssVar('font.weight.bold')};
  }
  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: -2px;
  }
`;

export const Count = styled.span`
  margin-left: ${cssVar('space.1')};
  font-size: ${cssVar('font.size.xs')};
  color: ${cssVar('color.textMuted')};
`;

export const Message = styled.p`
  margin: 0;
  padding: ${cssVar('space.4')};
  &[role='alert'] {
    color: ${cssVar('color.danger')};
  }
`;
