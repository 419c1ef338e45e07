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
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar('space.2')};

  & h1 {
    margin: 0;
  }
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${cssVar('space.3')};
`;
