import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  min-width: 0;
`;

export const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${cssVar('space.4')};
  align-items: start;

  &[data-sidebar] {
    grid-template-columns: minmax(0, 1fr) minmax(280px, 360px);
  }
  @media (max-width: 900px) {
    &[data-sidebar] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

export const Crumbs = styled.nav`
  font-size: ${cssVar('font.size.sm')};

  & ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${cssVar('space.1')};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li + li::before {
    content: '/';
    margin-right: ${cssVar('space.1')};
    color: ${cssVar('color.textMuted')};
  }
`;
