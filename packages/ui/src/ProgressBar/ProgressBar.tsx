import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';
import { styled } from 'styled-components';
import { cssVar } from '../theme/tokens';

export type ProgressLevel = 'green' | 'orange' | 'red';

/** Clamped to 5-100, so a tiny value still shows a sliver; non-numbers count as 5. */
export function clampProgress(value: number | null | undefined): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return 5;
  return Math.min(100, Math.max(5, value));
}

/** Green up to 75, orange above 75, red above 90. */
export function progressLevel(value: number): ProgressLevel {
  if (value > 90) return 'red';
  if (value > 75) return 'orange';
  return 'green';
}

const Root = styled(AriaProgressBar)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${cssVar('space.1')} ${cssVar('space.2')};
  align-items: center;
  font-size: ${cssVar('font.size.sm')};
  min-width: 60px;
`;

const Track = styled.div`
  grid-column: 1 / -1;
  height: 6px;
  border-radius: ${cssVar('radius.full')};
  background: ${cssVar('color.surfaceSunken')};
  border: 1px solid ${cssVar('color.border')};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${cssVar('color.statusGreen')};
  &[data-level='orange'] {
    background: ${cssVar('color.statusOrange')};
  }
  &[data-level='red'] {
    background: ${cssVar('color.statusRed')};
  }
`;

const Value = styled.span`
  color: ${cssVar('color.textMuted')};
  font-variant-numeric: tabular-nums;
`;

export interface ProgressBarProps {
  /** Percentage; clamped to 5-100. */
  value: number | null | undefined;
  /** Visible label. One of `label` or `aria-label` is needed. */
  label?: string;
  'aria-label'?: string;
  /** Show the percentage beside the bar. @default true */
  showValue?: boolean;
  className?: string;
}

/** A usage bar (disk, memory, quota), coloured by how full it is; role progressbar with its value. */
export function ProgressBar({ value, label, showValue = true, className, ...rest }: ProgressBarProps) {
  const clamped = clampProgress(value);
  const level = progressLevel(clamped);
  return (
    <Root
      value={clamped}
      minValue={0}
      maxValue={100}
      aria-label={rest['aria-label']}
      className={className}
      data-level={level}
    >
      {({ valueText }) => (
        <>
          {label ? <Label style={{ minWidth: 0 }}>{label}</Label> : <span />}
          {showValue ? <Value>{valueText}</Value> : null}
          <Track>
            <Fill data-level={level} style={{ width: `${clamped}%` }} />
          </Track>
        </>
      )}
    </Root>
  );
}
