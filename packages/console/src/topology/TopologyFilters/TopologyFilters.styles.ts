import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${cssVar('space.2')};

  & > * {
    min-width: 140px;
  }
`;
