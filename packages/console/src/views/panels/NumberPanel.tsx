import type { ViewPanel } from '@mission-control/api';
import { formatBytes, formatDuration, useT } from '@mission-control/ui';
import { formatMillicores, formatNumber, nanosToMillis } from '../model/cells';
import { panelNumber, panelText } from '../model/panels';
import { BigNumber, PanelText } from './panels.styles';

/** A number in the panel's unit: bytes and millicores made readable, others with the unit beside them. */
export function formatPanelNumber(value: number, unit?: string | null, precision?: number | null): string {
  if (unit === 'bytes') return formatBytes(value);
  if (unit === 'millicore' || unit === 'millicores') return formatMillicores(value);
  const text = formatNumber(value, precision);
  return unit ? `${text} ${unit}` : text;
}

/** One number (a count, a total), large. */
export function NumberPanel({ panel }: { panel: ViewPanel }) {
  const t = useT();
  const value = panelNumber(panel);
  if (value === null) return <p>{t('views.panel.noData', 'No data')}</p>;
  return <BigNumber>{formatPanelNumber(value, panel.number?.unit, panel.number?.precision)}</BigNumber>;
}

/** A duration (nanoseconds, as the duration column), as its two largest units. */
export function DurationPanel({ panel }: { panel: ViewPanel }) {
  const t = useT();
  const ms = nanosToMillis(panelNumber(panel));
  if (ms === null) return <p>{t('views.panel.noData', 'No data')}</p>;
  return <BigNumber>{formatDuration(ms) || '0ms'}</BigNumber>;
}

/** Text, as the query gave it (line breaks kept). */
export function TextPanel({ panel }: { panel: ViewPanel }) {
  const t = useT();
  const text = panelText(panel);
  return <PanelText>{text || t('views.panel.noData', 'No data')}</PanelText>;
}
