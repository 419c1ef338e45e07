import type { CSSProperties, HTMLAttributes } from 'react';
import { styled } from 'styled-components';

const Text = styled.span`
  display: inline-block;
  max-width: 100%;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;

  &[data-lines] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

export interface TruncateProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The full text. Only its display is cut; screen readers and the title get all of it. */
  text: string;
  /** Clamp to this many lines instead of one. */
  lines?: number;
  /** A CSS width limit, e.g. `200px` or `20ch`. @default '100%' of the container */
  maxWidth?: CSSProperties['maxWidth'];
}

/** Text cut with an ellipsis when too long; the whole text stays in the DOM and the title. */
export function Truncate({ text, lines, maxWidth, style, ...rest }: TruncateProps) {
  const clamp = lines && lines > 1 ? Math.floor(lines) : undefined;
  return (
    <Text
      title={text}
      data-lines={clamp}
      style={{ ...(maxWidth ? { maxWidth } : {}), ...(clamp ? { WebkitLineClamp: clamp } : {}), ...style }}
      {...rest}
    >
      {text}
    </Text>
  );
}
