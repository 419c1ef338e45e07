import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { cssVar } from '../theme/tokens';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.1')};
  padding: 0 ${cssVar('space.2')};
  border: 1px solid currentColor;
  border-radius: ${cssVar('radius.full')};
  font-size: ${cssVar('font.size.xs')};
  font-weight: ${cssVar('font.weight.medium')};
  line-height: 18px;
  white-space: nowrap;
  background: ${cssVar('color.surface')};
  color: ${cssVar('color.textMuted')};

  &[data-tone='info'] {
    color: ${cssVar('color.primary')};
  }
  &[data-tone='success'] {
    color: ${cssVar('color.statusGreen')};
  }
  &[data-tone='warning'] {
    color: ${cssVar('color.statusOrange')};
  }
  &[data-tone='danger'] {
    color: ${cssVar('color.statusRed')};
  }
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The tone tints the outline and text; the text itself carries the meaning. @default 'neutral' */
  tone?: BadgeTone;
  children: ReactNode;
}

/** A small outlined label for counts and states. */
export function Badge({ tone = 'neutral', children, ...rest }: BadgeProps) {
  return (
    <StyledBadge data-tone={tone} {...rest}>
      {children}
    </StyledBadge>
  );
}
