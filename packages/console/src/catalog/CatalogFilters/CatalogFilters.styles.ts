import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${cssVar('space.2')};

  & > [data-grow] {
    flex: 1 1 220px;
  }
`;
