import { styled } from 'styled-components';
import { cssVar, Text } from '@mission-control/ui';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  min-width: 0;
  color: ${cssVar('color.text')};
  background: ${cssVar('color.surface')};
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${cssVar('space.2')};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${cssVar('font.size.lg')};
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Meta = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${cssVar('space.2')};
  color: ${cssVar('color.textMuted')};
  font-size: ${cssVar('font.size.sm')};
`;

export const Description = styled(Text).attrs({ tone: 'muted' })``;

export { ControlRow as Variables } from '../ViewTable/ViewTable.styles';
