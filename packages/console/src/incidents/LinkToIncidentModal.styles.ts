import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
`;

/** Cancel and Link under the fields, the primary action last. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${cssVar('space.2')};
  margin-top: ${cssVar('space.4')};
`;
