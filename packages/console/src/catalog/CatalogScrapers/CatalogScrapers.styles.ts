import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  padding: ${cssVar('space.4')};
  min-height: 0;
  background: ${cssVar('color.surface')};
  color: ${cssVar('color.text')};
`;

export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${cssVar('space.2')};
`;

export const NameCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.1')};
  min-width: 0;

  & a {
    color: inherit;
  }
`;
