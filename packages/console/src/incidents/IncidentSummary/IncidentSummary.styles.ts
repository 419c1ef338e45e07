import { cssVar } from '@mission-control/ui';
import { styled } from 'styled-components';
import { DetailRoot } from '../../shared/DetailPage.styles';

export { Section } from '../../shared/DetailPage.styles';

export const Root = styled(DetailRoot)`
  h2 {
    margin: 0;
    font-size: ${cssVar('font.size.lg')};
    overflow-wrap: anywhere;
  }
  h3 {
    margin: 0;
    font-size: ${cssVar('font.size.md')};
  }
  h4 {
    margin: 0;
    font-size: ${cssVar('font.size.md')};
    overflow-wrap: anywhere;
  }
`;

export const Description = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const HypothesisCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.2')};
  padding: ${cssVar('space.3')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surface')};
  min-width: 0;
`;

export const EvidenceList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.2')};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${cssVar('space.1')};
    padding: ${cssVar('space.2')};
    border-left: 3px solid ${cssVar('color.border')};
    background: ${cssVar('color.surfaceSunken')};
    overflow-wrap: anywhere;
  }
`;
