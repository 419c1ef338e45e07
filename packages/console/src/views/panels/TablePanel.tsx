import type { ViewPanel } from '@mission-control/api';
import { useT } from '@mission-control/ui';
import { columnHeader } from '../model/cells';
import { SmallTable } from './panels.styles';

/** The panel's rows as a small table (a few aggregated rows; the view's own table is the paged one). */
export function TablePanel({ panel }: { panel: ViewPanel }) {
  const t = useT();
  if (panel.rows.length === 0) return <p>{t('views.panel.noData', 'No data')}</p>;
  const keys = Object.keys(panel.rows[0]!);
  return (
    <SmallTable>
      <table aria-label={panel.name}>
        <thead>
          <tr>
            {keys.map((key) => (
              <th key={key} scope="col">
                {columnHeader(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {panel.rows.map((row, index) => (
            <tr key={index}>
              {keys.map((key) => (
                <td key={key}>{row[key] === null || row[key] === undefined ? '-' : String(row[key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </SmallTable>
  );
}
