import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const NameCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.1')};
  min-width: 0;

  & a {
    color: inherit;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export const Total = styled.p`
  margin: 0;
  font-size: ${cssVar('font.size.sm')};
  color: ${cssVar('color.textMuted')};
`;
