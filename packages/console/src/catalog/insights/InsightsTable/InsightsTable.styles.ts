import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.2')};
  min-width: 0;
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${cssVar('space.2')};
`;

export const Total = styled.p`
  margin: 0;
  color: ${cssVar('color.textMuted')};
  font-size: ${cssVar('font.size.sm')};
`;

export const Cell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.1')};
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
