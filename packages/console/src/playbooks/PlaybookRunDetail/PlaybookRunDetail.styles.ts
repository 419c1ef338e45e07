import { cssVar } from '@mission-control/ui';
import { styled } from 'styled-components';
import { DetailRoot } from '../../shared/DetailPage.styles';

export { Section } from '../../shared/DetailPage.styles';
export const Root = DetailRoot;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar('space.3')};
  h2 {
    margin: 0;
    font-size: ${cssVar('font.size.lg')};
  }
`;

export const ParamTable = styled.table`
  border-collapse: collapse;
  width: 100%;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${cssVar('space.1')} ${cssVar('space.2')};
    border-bottom: 1px solid ${cssVar('color.border')};
    overflow-wrap: anywhere;
  }
  th {
    font-weight: ${cssVar('font.weight.medium')};
    color: ${cssVar('color.textMuted')};
    width: 30%;
  }
`;

export const ActionList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ActionCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.2')};
  padding: ${cssVar('space.3')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surface')};
  min-width: 0;
  h4 {
    margin: 0;
    font-size: ${cssVar('font.size.md')};
  }
`;

export const ActionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar('space.3')};
`;

export const Output = styled.pre`
  margin: 0;
  padding: ${cssVar('space.2')};
  max-height: 320px;
  overflow: auto;
  background: ${cssVar('color.surfaceSunken')};
  color: ${cssVar('color.text')};
  border-radius: ${cssVar('radius.sm')};
  font-family: ${cssVar('font.mono')};
  font-size: ${cssVar('font.size.xs')};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
  }
`;
