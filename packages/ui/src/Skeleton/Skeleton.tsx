import type { CSSProperties } from 'react';
import { keyframes, styled } from 'styled-components';
import { cssVar } from '../theme/tokens';
import { VisuallyHidden } from '../VisuallyHidden';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const Block = styled.span`
  display: block;
  background: ${cssVar('color.surfaceSunken')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.sm')};
  animation: ${pulse} 1.4s ease-in-out infinite;

  &[data-shape='circle'] {
    border-radius: ${cssVar('radius.full')};
  }
  & + & {
    margin-top: ${cssVar('space.2')};
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface SkeletonProps {
  /** @default 'text' */
  shape?: 'text' | 'rect' | 'circle';
  /** @default '100%' (circle: 32px) */
  width?: CSSProperties['width'];
  /** @default '1em' for text, 80px for rect, the width for a circle */
  height?: CSSProperties['height'];
  /** Several text lines, the last one shorter. @default 1 */
  lines?: number;
  /**
   * When given, announced politely to screen readers (e.g. 'Loading checks').
   * Without it the placeholder is silent, for when a parent already says it is busy.
   */
  label?: string;
  className?: string;
}

/** A pulsing placeholder shaped like the content that is loading. */
export function Skeleton({ shape = 'text', width, height, lines = 1, label, className }: SkeletonProps) {
  const count = shape === 'text' ? Math.max(1, Math.floor(lines)) : 1;
  const resolvedWidth = width ?? (shape === 'circle' ? 32 : '100%');
  const resolvedHeight = height ?? (shape === 'text' ? '1em' : shape === 'circle' ? resolvedWidth : 80);
  const blocks = Array.from({ length: count }, (_, index) => (
    <Block
      key={index}
      data-shape={shape}
      style={{ width: count > 1 && index === count - 1 ? '60%' : resolvedWidth, height: resolvedHeight }}
    />
  ));
  return (
    <span className={className} data-skeleton="" style={{ display: 'block' }}>
      <span aria-hidden="true">{blocks}</span>
      {label ? (
        <span role="status">
          <VisuallyHidden>{label}</VisuallyHidden>
        </span>
      ) : null}
    </span>
  );
}
