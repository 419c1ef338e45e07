import { Group } from '@visx/group';
import { Arc } from '@visx/shape';
import type { ViewPanel } from '@mission-control/api';
import { cssVar, useT } from '@mission-control/ui';
import { formatNumber, gaugeColor, gaugePercent } from '../model/cells';
import { panelNumber } from '../model/panels';
import { BigNumber, GaugeRoot } from './panels.styles';

const WIDTH = 160;
const RADIUS = 70;

/** A half-circle gauge of the panel's number between its `min` and `max`, coloured by its thresholds. */
export function GaugePanel({ panel }: { panel: ViewPanel }) {
  const t = useT();
  const value = panelNumber(panel);
  const gauge = gaugePercent(value, panel.gauge);
  if (value === null || !gauge) return <p>{t('views.panel.noData', 'No data')}</p>;
  const color = gaugeColor(panel.gauge, gauge.value, gauge.percent) ?? cssVar('color.primary');
  const unit = panel.gauge?.unit ? ` ${panel.gauge.unit}` : '';
  const text = `${formatNumber(gauge.value, panel.gauge?.precision)}${unit}`;
  const end = -Math.PI / 2 + (Math.PI * gauge.percent) / 100;
  return (
    <GaugeRoot
      role="meter"
      aria-label={panel.name}
      aria-valuemin={gauge.min}
      aria-valuemax={gauge.max}
      aria-valuenow={gauge.value}
      aria-valuetext={text}
    >
      <svg width={WIDTH} height={RADIUS + 8} aria-hidden="true" data-chart="gauge">
        <Group top={RADIUS + 4} left={WIDTH / 2}>
          <Arc
            startAngle={-Math.PI / 2}
            endAngle={Math.PI / 2}
            innerRadius={RADIUS - 14}
            outerRadius={RADIUS}
            fill={cssVar('color.surfaceSunken')}
          />
          <Arc startAngle={-Math.PI / 2} endAngle={end} innerRadius={RADIUS - 14} outerRadius={RADIUS} fill={color} />
        </Group>
      </svg>
      <BigNumber>{text}</BigNumber>
    </GaugeRoot>
  );
}
