import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

/** Widths of 56 and 14 units (expanded and collapsed), a unit being 0.25rem. */
export const SIDEBAR_WIDTH = { expanded: '14rem', collapsed: '3.5rem' } as const;

export const Root = styled.nav`
  position: sticky;
  top: 0;
  height: 100vh;
  flex-shrink: 0;
  display: flex;
  flex-direction: column;
  width: ${SIDEBAR_WIDTH.expanded};
  overflow-x: hidden;
  overflow-y: auto;
  border-right: 1px solid ${cssVar('color.border')};
  background: ${cssVar('color.surface')};
  transition: width 120ms ease-out;
  box-sizing: border-box;

  &[data-collapsed] {
    width: ${SIDEBAR_WIDTH.collapsed};
  }
`;

export const Logo = styled.div`
  display: flex;
  align-items: center;
  height: 48px;
  padding: 0 ${cssVar('space.3')};
  border-bottom: 1px solid ${cssVar('color.border')};
  font-weight: ${cssVar('font.weight.bold')};

  a {
    color: ${cssVar('color.text')};
    text-decoration: none;
    white-space: nowrap;
    border-radius: ${cssVar('radius.sm')};
  }
  a:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
  }
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${cssVar('space.2')};
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export const entryStyles = `
  display: flex;
  align-items: center;
  gap: ${cssVar('space.2')};
  width: 100%;
  min-height: 32px;
  padding: ${cssVar('space.1')} ${cssVar('space.2')};
  border: 0;
  border-radius: ${cssVar('radius.sm')};
  background: transparent;
  color: ${cssVar('color.text')};
  font: inherit;
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  box-sizing: border-box;

  &:hover {
    background: ${cssVar('color.surfaceSunken')};
  }
  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: -2px;
  }
  &[aria-current='page'] {
    background: ${cssVar('color.surfaceSunken')};
    color: ${cssVar('color.primary')};
    font-weight: ${cssVar('font.weight.medium')};
  }
`;

export const Entry = styled.span`
  & > a,
  & > button {
    ${entryStyles}
  }
`;

export const Footer = styled.div`
  margin-top: auto;
  padding: ${cssVar('space.2')};
  border-top: 1px solid ${cssVar('color.border')};
`;
