import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  padding: ${cssVar('space.4')};
  min-width: 0;
  background: ${cssVar('color.surface')};
  color: ${cssVar('color.text')};
`;
