import { useId, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { useT } from '../i18n/messages';
import { cssVar } from '../theme/tokens';

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.2')};
  min-width: 0;

  .visx-axis-tick text,
  .mc-chart-label {
    fill: ${cssVar('color.textMuted')};
    font-family: ${cssVar('font.family')};
    font-size: 11px;
  }
  .visx-axis-line,
  .visx-axis-tick line {
    stroke: ${cssVar('color.borderStrong')};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar('space.2')};
  flex-wrap: wrap;
`;

const Caption = styled.figcaption`
  font-weight: ${cssVar('font.weight.medium')};
`;

const TableWrap = styled.div`
  max-height: 320px;
  overflow: auto;
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.sm')};

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${cssVar('font.size.sm')};
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: left;
    padding: ${cssVar('space.1')} ${cssVar('space.2')};
    color: ${cssVar('color.textMuted')};
  }
  th,
  td {
    text-align: left;
    padding: ${cssVar('space.1')} ${cssVar('space.2')};
    border-top: 1px solid ${cssVar('color.border')};
  }
  th {
    position: sticky;
    top: 0;
    background: ${cssVar('color.surfaceSunken')};
  }
`;

export interface ChartFrameProps {
  title: string;
  /** Legend or other controls shown beside the title. */
  legend?: ReactNode;
  /** The drawing; it must carry `role="img"` and a summary `aria-label`. */
  chart: ReactNode;
  /** Renders the data table; only called when the table is shown, so big series cost nothing until asked for. */
  table: () => ReactNode;
  /** Start with the table shown. @default false */
  defaultTableOpen?: boolean;
}

/** A chart with a title, a legend and a data table the reader can toggle as its accessible alternative. */
export function ChartFrame({ title, legend, chart, table, defaultTableOpen = false }: ChartFrameProps) {
  const t = useT();
  const tableId = useId();
  const [open, setOpen] = useState(defaultTableOpen);
  return (
    <Figure>
      <Header>
        <Caption>{title}</Caption>
        {legend}
        <Button
          size="sm"
          variant="ghost"
          icon="menu"
          aria-expanded={open}
          aria-controls={tableId}
          onPress={() => setOpen((value) => !value)}
        >
          {open ? t('ui.chart.hideTable', 'Hide data table') : t('ui.chart.showTable', 'Show data table')}
        </Button>
      </Header>
      {chart}
      <TableWrap
        id={tableId}
        hidden={!open}
        role="region"
        aria-label={t('ui.chart.tableRegion', '{title} data', { title })}
        tabIndex={open ? 0 : -1}
      >
        {open ? table() : null}
      </TableWrap>
    </Figure>
  );
}
