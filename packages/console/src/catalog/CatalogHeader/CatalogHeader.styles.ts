import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Root = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.2')};
`;

export const Crumbs = styled.ol`
  display: flex;
  align-items: center;
  gap: ${cssVar('space.2')};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${cssVar('font.size.lg')};

  & > li + li::before {
    content: '/';
    margin-inline-end: ${cssVar('space.2')};
    color: ${cssVar('color.textMuted')};
  }
  & a {
    color: inherit;
  }
`;

export const TabRow = styled.ul`
  display: flex;
  gap: ${cssVar('space.1')};
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${cssVar('color.border')};

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
