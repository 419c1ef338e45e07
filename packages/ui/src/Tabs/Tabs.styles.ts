import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../styles/controls';
import { cssVar } from '../theme/tokens';

export const StyledTabs = styled(Tabs)`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};

  &[data-orientation='vertical'] {
    flex-direction: row;
  }
`;

export const StyledTabList = styled(TabList)`
  display: flex;
  gap: ${cssVar('space.1')};
  border-bottom: 1px solid ${cssVar('color.border')};
  overflow-x: auto;

  &[data-orientation='vertical'] {
    flex-direction: column;
    border-bottom: none;
    border-inline-end: 1px solid ${cssVar('color.border')};
  }
`;

export const StyledTab = styled(Tab)`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.2')};
  padding: ${cssVar('space.2')} ${cssVar('space.3')};
  color: ${cssVar('color.textMuted')};
  border-bottom: 2px solid transparent;
  cursor: pointer;
  white-space: nowrap;
  outline: none;

  &[data-hovered] {
    color: ${cssVar('color.text')};
  }
  &[data-selected] {
    color: ${cssVar('color.text')};
    font-weight: ${cssVar('font.weight.bold')};
    border-bottom-color: ${cssVar('color.primary')};
  }
  &[data-focus-visible] {
    ${focusRing};
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const CountBadge = styled.span`
  min-width: 18px;
  padding: 0 ${cssVar('space.1')};
  border-radius: ${cssVar('radius.full')};
  background: ${cssVar('color.surfaceSunken')};
  color: ${cssVar('color.text')};
  font-size: ${cssVar('font.size.xs')};
  text-align: center;
`;

export const StyledTabPanel = styled(TabPanel)`
  outline: none;
  &[data-focus-visible] {
    ${focusRing};
  }
`;
