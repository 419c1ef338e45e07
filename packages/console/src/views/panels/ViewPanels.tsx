import { useId, type ComponentType } from 'react';
import type { ViewPanel } from '@mission-control/api';
import { useT } from '@mission-control/ui';
import { GaugePanel } from './GaugePanel';
import { DurationPanel, NumberPanel, TextPanel } from './NumberPanel';
import { Grid, PanelCard } from './panels.styles';
import { PieChartPanel } from './PieChartPanel';
import { TablePanel } from './TablePanel';

/** One component per panel type (reference §4.2); adding a type touches this list. */
const PANELS: Readonly<Record<string, ComponentType<{ panel: ViewPanel }>>> = {
  piechart: PieChartPanel,
  number: NumberPanel,
  gauge: GaugePanel,
  text: TextPanel,
  table: TablePanel,
  duration: DurationPanel,
};

function Panel({ panel, headingLevel }: { panel: ViewPanel; headingLevel: 2 | 3 | 4 }) {
  const t = useT();
  const headingId = useId();
  const Body = PANELS[panel.type];
  const Heading = `h${headingLevel}` as const;
  return (
    <PanelCard aria-labelledby={headingId} data-panel-type={panel.type}>
      <Heading id={headingId}>{panel.name}</Heading>
      {panel.description ? <p>{panel.description}</p> : null}
      {Body ? (
        <Body panel={panel} />
      ) : (
        <p>{t('views.panel.unknownType', 'Panels of type "{type}" are not supported', { type: panel.type })}</p>
      )}
    </PanelCard>
  );
}

export interface ViewPanelsProps {
  panels: readonly ViewPanel[];
  /** The level of each panel's heading (one below the view's title). @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** The view's panels in a grid that wraps to one column on a narrow screen. */
export function ViewPanels({ panels, headingLevel = 3 }: ViewPanelsProps) {
  if (panels.length === 0) return null;
  return (
    <Grid>
      {panels.map((panel, index) => (
        <Panel key={`${panel.name}-${index}`} panel={panel} headingLevel={headingLevel} />
      ))}
    </Grid>
  );
}
