import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Message = styled.span`
  font-family: ${cssVar('font.mono')};
  font-size: ${cssVar('font.size.sm')};
  white-space: pre-wrap;
  word-break: break-word;
`;

export const LabelList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar('space.1')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Summary = styled.p`
  margin: 0;
  color: ${cssVar('color.textMuted')};
  font-size: ${cssVar('font.size.sm')};
`;
