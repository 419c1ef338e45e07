import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { statusColor, type StatusColor } from '../format/statusColor';
import { cssVar } from '../theme/tokens';
import { VisuallyHidden } from '../VisuallyHidden';

const tokenFor: Record<StatusColor, string> = {
  red: cssVar('color.statusRed'),
  grey: cssVar('color.statusGrey'),
  orange: cssVar('color.statusOrange'),
  green: cssVar('color.statusGreen'),
};

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.2')};
  min-width: 0;
`;

const Dot = styled.span<{ $color: string }>`
  flex-shrink: 0;
  width: 10px;
  height: 10px;
  border-radius: ${cssVar('radius.full')};
  background: ${({ $color }) => $color};
`;

export interface StatusDotProps extends HTMLAttributes<HTMLSpanElement> {
  /** The status text from the backend (`healthy`, `degraded`, `warning`…); it picks the colour. */
  status: string | null | undefined;
  /** The text alternative; defaults to the status itself. */
  label?: string;
  /** Show the label beside the dot; when false it is read by screen readers only. @default false */
  showLabel?: boolean;
}

/**
 * A coloured dot for a status. The colour follows `statusColor`; the status is
 * always also given as text, visible or visually hidden, never by colour alone.
 */
export function StatusDot({ status, label, showLabel = false, ...rest }: StatusDotProps) {
  const color = statusColor(status);
  const text = label ?? (status || color);
  return (
    <Root data-status-color={color} {...rest}>
      <Dot $color={tokenFor[color]} aria-hidden="true" />
      {showLabel ? <span>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </Root>
  );
}
