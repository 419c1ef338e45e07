import { cssVar } from '@mission-control/ui';
import { styled } from 'styled-components';

export const TitleRow = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar('space.2')};
  min-width: 0;
`;

export const Subtle = styled.span`
  color: ${cssVar('color.textMuted')};
  font-size: ${cssVar('font.size.sm')};
  font-weight: ${cssVar('font.weight.regular')};
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${cssVar('space.2')};
  margin: 0 0 ${cssVar('space.3')};
`;

export const Tile = styled.div`
  padding: ${cssVar('space.2')} ${cssVar('space.3')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surface')};
  min-width: 0;
  dt {
    font-size: ${cssVar('font.size.xs')};
    color: ${cssVar('color.textMuted')};
    text-transform: uppercase;
    letter-spacing: 0.02em;
  }
  dd {
    margin: ${cssVar('space.1')} 0 0;
    font-size: ${cssVar('font.size.lg')};
    font-weight: ${cssVar('font.weight.medium')};
  }
  small {
    display: block;
    font-size: ${cssVar('font.size.xs')};
    color: ${cssVar('color.textMuted')};
    font-weight: ${cssVar('font.weight.regular')};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${cssVar('space.3')};
  margin: ${cssVar('space.2')} 0;
`;

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};
  font-size: ${cssVar('font.size.sm')};
  color: ${cssVar('color.textMuted')};
  select,
  input {
    font: inherit;
    font-size: ${cssVar('font.size.md')};
    color: ${cssVar('color.text')};
    background: ${cssVar('color.surface')};
    border: 1px solid ${cssVar('color.borderStrong')};
    border-radius: ${cssVar('radius.md')};
    padding: ${cssVar('space.1')} ${cssVar('space.2')};
    min-height: 32px;
  }
  select:focus-visible,
  input:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
  }
`;

export const PlainTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${cssVar('space.2')} ${cssVar('space.3')};
    border-bottom: 1px solid ${cssVar('color.border')};
  }
  th {
    font-size: ${cssVar('font.size.sm')};
    color: ${cssVar('color.textMuted')};
    background: ${cssVar('color.surfaceSunken')};
  }
  pre {
    margin: ${cssVar('space.1')} 0 0;
    white-space: pre-wrap;
    font-family: ${cssVar('font.mono')};
    font-size: ${cssVar('font.size.sm')};
    color: ${cssVar('color.danger')};
  }
`;

export const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: ${cssVar('space.2')};
  justify-content: flex-end;
  margin-top: ${cssVar('space.2')};
`;

export const Notice = styled.p`
  margin: ${cssVar('space.2')} 0;
  padding: ${cssVar('space.2')} ${cssVar('space.3')};
  border-radius: ${cssVar('radius.md')};
  border: 1px solid ${cssVar('color.border')};
  &[data-tone='danger'] {
    border-color: ${cssVar('color.danger')};
    color: ${cssVar('color.danger')};
  }
  &[data-tone='success'] {
    border-color: ${cssVar('color.statusGreen')};
    color: ${cssVar('color.statusGreen')};
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar('space.2')};
  align-items: center;
  width: 100%;
`;

export const Section = styled.section`
  margin-bottom: ${cssVar('space.3')};
  h3 {
    margin: 0 0 ${cssVar('space.2')};
    font-size: ${cssVar('font.size.md')};
  }
`;
