import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${cssVar('space.2')};
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar('space.1')};
  margin: 0;
  padding: 0;
  list-style: none;
`;
