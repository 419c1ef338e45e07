import type { ReactNode } from 'react';
import type { ViewColumn } from '@mission-control/api';
import {
  Badge,
  DateTime,
  Duration,
  FileSize,
  formatBytes,
  Icon,
  Link,
  ProgressBar,
  Text,
  useT,
} from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import { HealthLabel } from '../../topology/HealthLabel';
import {
  formatDecimal,
  formatMillicores,
  formatNumber,
  gaugePercent,
  healthOf,
  nanosToMillis,
  parseBytes,
  type RowAttribute,
} from '../model/cells';

export interface ViewCellProps {
  column: ViewColumn;
  value: unknown;
  attribute?: RowAttribute;
}

/** An address inside the console opens through the router; any other opens in a new tab. */
function CellLink({ href, children }: { href: string; children: ReactNode }) {
  const { router } = useConsole();
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link as={router.Link} to={href}>
        {children}
      </Link>
    );
  }
  if (!/^https?:\/\//i.test(href)) return <>{children}</>;
  return (
    <Link href={href} external>
      {children}
    </Link>
  );
}

function withUnit(text: string, unit: string | null | undefined): string {
  return unit ? `${text} ${unit}` : text;
}

function Value({ column, value, attribute }: ViewCellProps): ReactNode {
  const t = useT();
  switch (column.type) {
    case 'boolean':
      return value === true || value === 'true' ? t('views.cell.yes', 'Yes') : t('views.cell.no', 'No');
    case 'number':
      return withUnit(formatNumber(value), column.unit);
    case 'decimal':
      return withUnit(formatDecimal(value), column.unit);
    case 'datetime':
      return typeof value === 'string' || typeof value === 'number' ? <DateTime value={value} /> : String(value);
    case 'duration': {
      const ms = nanosToMillis(value);
      return ms === null ? String(value) : <Duration ms={ms} />;
    }
    case 'bytes': {
      const bytes = parseBytes(value);
      return bytes === null ? String(value) : <FileSize bytes={bytes} />;
    }
    case 'millicore':
      return formatMillicores(value);
    case 'health':
      return <HealthLabel health={healthOf(value)} text={String(value)} />;
    case 'status':
    case 'badge':
      return <Badge>{String(value)}</Badge>;
    case 'gauge': {
      const gauge = gaugePercent(value, column.gauge, attribute?.max);
      if (!gauge) return String(value);
      const unit = column.unit ?? column.gauge?.unit;
      const shown =
        unit === 'bytes'
          ? `${formatBytes(gauge.value)} / ${formatBytes(gauge.max)}`
          : unit === 'millicore' || unit === 'millicores'
            ? `${formatMillicores(gauge.value)} / ${formatMillicores(gauge.max)}`
            : withUnit(`${formatNumber(gauge.value)} / ${formatNumber(gauge.max)}`, unit);
      return <ProgressBar value={gauge.percent} label={shown} showValue={false} />;
    }
    case 'url':
      return <CellLink href={String(value)}>{String(value)}</CellLink>;
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** One cell of a view's table, read by its column's type; links and icons from the row's attributes. */
export function ViewCell({ column, value, attribute }: ViewCellProps) {
  const t = useT();
  if (value === null || value === undefined || value === '') {
    return (
      <Text tone="muted" aria-label={t('views.cell.empty', 'No value')}>
        -
      </Text>
    );
  }
  let content = <Value column={column} value={value} attribute={attribute} />;
  if (attribute?.url && column.type !== 'url') content = <CellLink href={attribute.url}>{content}</CellLink>;
  if (attribute?.icon) {
    content = (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <Icon name={attribute.icon} size="sm" />
        {content}
      </span>
    );
  }
  return content;
}
