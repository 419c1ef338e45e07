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

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};
  font-size: ${cssVar('font.size.sm')};
  color: ${cssVar('color.textMuted')};
  &[data-grow] {
    flex: 1 1 240px;
  }
`;

const control = `
  font: inherit;
  font-size: ${cssVar('font.size.md')};
  color: ${cssVar('color.text')};
  background: ${cssVar('color.surface')};
  border: 1px solid ${cssVar('color.borderStrong')};
  border-radius: ${cssVar('radius.md')};
  padding: ${cssVar('space.1')} ${cssVar('space.2')};
  min-height: 32px;
  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: 1px;
  }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
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
