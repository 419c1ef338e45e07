import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${cssVar('space.3')};
`;

export const PanelCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.2')};
  padding: ${cssVar('space.3')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surfaceRaised')};
  min-width: 0;

  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${cssVar('font.size.md')};
    font-weight: ${cssVar('font.weight.medium')};
  }
  p {
    margin: 0;
    color: ${cssVar('color.textMuted')};
    font-size: ${cssVar('font.size.sm')};
  }
`;

export const PieLayout = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${cssVar('space.3')};

  .mc-chart-total {
    fill: ${cssVar('color.text')};
    font-size: ${cssVar('font.size.lg')};
    font-weight: ${cssVar('font.weight.bold')};
  }
`;

export const Legend = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};
  font-size: ${cssVar('font.size.sm')};
  min-width: 0;
`;

export const LegendItem = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${cssVar('space.2')};

  strong {
    font-variant-numeric: tabular-nums;
  }
`;

export const Swatch = styled.span`
  width: 10px;
  height: 10px;
  border-radius: ${cssVar('radius.sm')};
`;

export const BigNumber = styled.div`
  font-size: ${cssVar('font.size.xxl')};
  font-weight: ${cssVar('font.weight.bold')};
  font-variant-numeric: tabular-nums;
`;

export const GaugeRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
`;

export const PanelText = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const SmallTable = styled.div`
  max-height: 240px;
  overflow: auto;

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${cssVar('font.size.sm')};
  }
  th,
  td {
    text-align: left;
    padding: ${cssVar('space.1')} ${cssVar('space.2')};
    border-top: 1px solid ${cssVar('color.border')};
  }
`;
