import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const TableRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.2')};
  min-width: 0;
`;

/** A row of dropdowns (the view's variables, the table's filters) that wraps on a narrow screen. */
export const ControlRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${cssVar('space.2')};

  & > * {
    min-width: 180px;
  }
`;
