import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.4')};
`;

export const GroupHeading = styled.h2`
  margin: 0 0 ${cssVar('space.2')};
  font-size: ${cssVar('font.size.md')};
`;

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${cssVar('space.3')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CardTitle = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.2')};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar('space.2')};
  margin-top: ${cssVar('space.3')};
`;

export const Description = styled.p`
  margin: 0;
  color: ${cssVar('color.textMuted')};
`;
