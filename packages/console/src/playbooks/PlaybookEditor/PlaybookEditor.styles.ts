import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  max-width: 72rem;
`;

export const NameRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${cssVar('space.3')};
`;

export const SpecLabel = styled.span`
  font-size: ${cssVar('font.size.sm')};
  font-weight: ${cssVar('font.weight.medium')};
`;

export const SpecField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};
`;

export const Problems = styled.ul`
  margin: 0;
  padding: ${cssVar('space.2')} ${cssVar('space.2')} ${cssVar('space.2')} ${cssVar('space.5')};
  border: 1px solid ${cssVar('color.danger')};
  border-radius: ${cssVar('radius.sm')};
  color: ${cssVar('color.danger')};
  font-size: ${cssVar('font.size.sm')};
  font-family: ${cssVar('font.mono')};
  max-height: 12rem;
  overflow: auto;
`;

export const Actions = styled.div`
  display: flex;
  gap: ${cssVar('space.2')};
  align-items: center;
`;
