import { cssVar } from '@mission-control/ui';
import { styled } from 'styled-components';

export const Layout = styled.div`
  display: flex;
  gap: ${cssVar('space.4')};
  align-items: flex-start;
  min-width: 0;
  container-type: inline-size;
  /* The widget paints its own surface so both themes keep their contrast on any host page. */
  background: ${cssVar('color.background')};
  color: ${cssVar('color.text')};
`;

export const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
`;

export const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar('space.3')};
  align-items: flex-end;
`;

export const Control = styled.div`
  flex: 0 1 180px;
  min-width: 140px;
`;

export const SearchControl = styled.div`
  flex: 1 1 240px;
  min-width: 0;
`;
