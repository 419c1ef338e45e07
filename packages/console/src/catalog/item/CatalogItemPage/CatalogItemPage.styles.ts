import { cssVar } from '@mission-control/ui';
import { styled } from 'styled-components';

/** Main column and details sidebar; the sidebar drops below the tabs on narrow screens. */
export const Root = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(220px, 320px);
  gap: ${cssVar('space.4')};
  min-width: 0;
  padding: ${cssVar('space.4')};
  background: ${cssVar('color.background')};
  color: ${cssVar('color.text')};
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  min-width: 0;
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar('space.2')};
  h2 {
    margin: 0;
    font-size: ${cssVar('font.size.lg')};
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar('space.2')};
  margin-left: auto;
`;

export const Sidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  min-width: 0;
  padding: ${cssVar('space.3')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surface')};
  h3 {
    margin: 0;
    font-size: ${cssVar('font.size.md')};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${cssVar('space.3')};
  padding: ${cssVar('space.2')} 0;
`;

export const Code = styled.ol`
  margin: 0;
  padding: ${cssVar('space.2')} 0;
  list-style: none;
  max-height: 70vh;
  overflow: auto;
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surfaceSunken')};
  font-family: ${cssVar('font.mono')};
  font-size: ${cssVar('font.size.sm')};
  line-height: 1.5;
`;

export const CodeLine = styled.li`
  display: flex;
  min-width: max-content;
  &[data-selected='true'] {
    background: ${cssVar('color.surfaceRaised')};
    box-shadow: inset 3px 0 0 ${cssVar('color.primary')};
  }
  & > code {
    white-space: pre;
    padding-right: ${cssVar('space.3')};
  }
`;

export const LineNumber = styled.button`
  flex-shrink: 0;
  width: 4.5em;
  padding: 0 ${cssVar('space.2')} 0 0;
  border: 0;
  background: none;
  color: ${cssVar('color.textMuted')};
  font: inherit;
  text-align: right;
  cursor: pointer;
  user-select: none;
  &[aria-pressed='true'] {
    color: ${cssVar('color.text')};
    font-weight: ${cssVar('font.weight.bold')};
  }
  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: -2px;
  }
`;

export const ViewSwitch = styled.div`
  display: inline-flex;
  gap: ${cssVar('space.1')};
`;

export const GraphFrame = styled.div`
  height: 560px;
  min-width: 0;
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surface')};
`;
