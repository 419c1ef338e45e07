import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  min-width: 0;
`;

export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${cssVar('font.size.sm')};
`;

export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar('space.2')};
  min-width: 0;
  overflow-wrap: anywhere;

  & [data-muted] {
    color: ${cssVar('color.textMuted')};
  }
`;
