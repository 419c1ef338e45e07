import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Options = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 320px;
  min-width: 240px;
  overflow: auto;
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.2')};
`;
