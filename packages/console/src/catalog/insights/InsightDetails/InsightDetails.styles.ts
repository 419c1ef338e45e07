import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  min-width: 0;

  & pre {
    max-height: 50vh;
  }
`;

export const Message = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
