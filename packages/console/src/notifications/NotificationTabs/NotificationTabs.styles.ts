import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  padding: ${cssVar('space.4')};
  min-width: 0;
  background: ${cssVar('color.surface')};
  color: ${cssVar('color.text')};
`;

export const Header = styled.header`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${cssVar('space.2')};
  border-bottom: 1px solid ${cssVar('color.border')};
`;

export const TabRow = styled.ul`
  display: flex;
  gap: ${cssVar('space.1')};
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: inline-block;
    padding: ${cssVar('space.2')} ${cssVar('space.3')};
    color: ${cssVar('color.textMuted')};
    text-decoration: none;
    border-bottom: 2px solid transparent;
  }
  & a[aria-current='page'] {
    color: ${cssVar('color.text')};
    font-weight: ${cssVar('font.weight.bold')};
    border-bottom-color: ${cssVar('color.primary')};
  }
  & a:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: -2px;
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${cssVar('space.2')};
  padding-bottom: ${cssVar('space.2')};
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${cssVar('space.2')};
`;

export const Cell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.1')};
  min-width: 0;
`;

export const Muted = styled.span`
  color: ${cssVar('color.textMuted')};
`;

export const Danger = styled.span`
  color: ${cssVar('color.danger')};
  font-weight: ${cssVar('font.weight.bold')};
`;

export const Pre = styled.pre`
  margin: 0;
  padding: ${cssVar('space.2')};
  max-height: 320px;
  overflow: auto;
  white-space: pre-wrap;
  word-break: break-word;
  font-family: ${cssVar('font.family.mono')};
  font-size: ${cssVar('font.size.sm')};
  background: ${cssVar('color.surfaceSunken')};
  border-radius: ${cssVar('radius.sm')};
`;
