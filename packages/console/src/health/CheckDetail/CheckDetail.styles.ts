import { cssVar } from '@mission-control/ui';
import { styled } from 'styled-components';

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

export const Section = styled.section`
  margin-bottom: ${cssVar('space.3')};
  h3 {
    margin: 0 0 ${cssVar('space.2')};
    font-size: ${cssVar('font.size.md')};
  }
`;
