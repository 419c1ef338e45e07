import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';

// Hidden from sight but read by assistive technology: the text alternative
// beside colour-only and icon-only signals.
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <Hidden {...props} />;
}
