import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import type { ViewPanel } from '@mission-control/api';
import { useT } from '@mission-control/ui';
import { formatNumber } from '../model/cells';
import { pieSlices, sliceColors } from '../model/panels';
import { Legend, LegendItem, PieLayout, Swatch } from './panels.styles';

const SIZE = 160;

/** A pie of the panel's rows (label and count), with a legend that says every slice in words. */
export function PieChartPanel({ panel }: { panel: ViewPanel }) {
  const t = useT();
  const slices = pieSlices(panel);
  const colors = sliceColors(slices, panel.piechart?.colors);
  if (slices.length === 0) return <p>{t('views.panel.noData', 'No data')}</p>;
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const summary = slices.map((slice) => `${slice.label}: ${formatNumber(slice.value)}`).join(', ');
  const radius = SIZE / 2;
  return (
    <PieLayout>
      <svg
        width={SIZE}
        height={SIZE}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={t('views.panel.pieSummary', '{name}: {summary}', { name: panel.name, summary })}
        data-chart="pie"
      >
        <Group top={radius} left={radius}>
          <Pie
            data={slices}
            pieValue={(slice) => slice.value}
            outerRadius={radius - 2}
            innerRadius={radius * 0.55}
            padAngle={slices.length > 1 ? 0.01 : 0}
            pieSortValues={null}
          >
            {(pie) =>
              pie.arcs.map((arc, index) => (
                <path
                  key={arc.data.label}
                  d={pie.path(arc) ?? undefined}
                  fill={colors[index]}
                  data-slice={arc.data.label}
                >
                  <title>{`${arc.data.label}: ${formatNumber(arc.data.value)}`}</title>
                </path>
              ))
            }
          </Pie>
          <text textAnchor="middle" dy="0.35em" className="mc-chart-total" aria-hidden="true">
            {formatNumber(total)}
          </text>
        </Group>
      </svg>
      <Legend aria-label={t('views.panel.legend', '{name} legend', { name: panel.name })}>
        {slices.map((slice, index) => (
          <LegendItem key={slice.label}>
            <Swatch style={{ background: colors[index] }} aria-hidden="true" />
            <span>{slice.label}</span>
            <strong>{formatNumber(slice.value)}</strong>
          </LegendItem>
        ))}
      </Legend>
    </PieLayout>
  );
}
