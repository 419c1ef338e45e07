import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { cssVar } from '../theme/tokens';

export type TextTone = 'default' | 'muted' | 'danger' | 'success' | 'warning';
export type TextSize = 'xs' | 'sm' | 'md' | 'lg';
export type TextWeight = 'regular' | 'medium' | 'bold';
/** Elements a run of text may render as; block ones for a paragraph, inline ones inside a sentence. */
export type TextElement = 'span' | 'p' | 'div' | 'strong' | 'em' | 'small' | 'code';

const StyledText = styled.span`
  margin: 0;
  font-size: inherit;
  color: ${cssVar('color.text')};
  overflow-wrap: anywhere;

  &[data-size='xs'] {
    font-size: ${cssVar('font.size.xs')};
  }
  &[data-size='sm'] {
    font-size: ${cssVar('font.size.sm')};
  }
  &[data-size='md'] {
    font-size: ${cssVar('font.size.md')};
  }
  &[data-size='lg'] {
    font-size: ${cssVar('font.size.lg')};
  }
  &[data-weight='regular'] {
    font-weight: ${cssVar('font.weight.regular')};
  }
  &[data-weight='medium'] {
    font-weight: ${cssVar('font.weight.medium')};
  }
  &[data-weight='bold'] {
    font-weight: ${cssVar('font.weight.bold')};
  }
  &[data-tone='muted'] {
    color: ${cssVar('color.textMuted')};
  }
  &[data-tone='danger'] {
    color: ${cssVar('color.danger')};
  }
  &[data-tone='success'] {
    color: ${cssVar('color.statusGreen')};
  }
  &[data-tone='warning'] {
    color: ${cssVar('color.statusOrange')};
  }
  &[data-mono] {
    font-family: ${cssVar('font.mono')};
  }
  &[data-truncate] {
    display: block;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /**
   * Colour of the text. A tone only tints: when it carries a state (an error,
   * a success), the words must say so too.
   * @default 'default'
   */
  tone?: TextTone;
  /** Font size from the type scale; without it the text inherits its parent's size. */
  size?: TextSize;
  /** Font weight; without it the text inherits its parent's weight. */
  weight?: TextWeight;
  /** The element rendered. @default 'span' */
  as?: TextElement;
  /** Monospaced, for identifiers and code. @default false */
  mono?: boolean;
  /** One line, cut with an ellipsis (give it a `title` when the full text matters). @default false */
  truncate?: boolean;
  children?: ReactNode;
}

/** A run of text in a tone and size from the theme: muted hints, error and success lines, captions. */
export function Text({
  tone = 'default',
  size,
  weight,
  as = 'span',
  mono = false,
  truncate = false,
  ...rest
}: TextProps) {
  return (
    <StyledText
      as={as}
      data-tone={tone}
      data-size={size}
      data-weight={weight}
      data-mono={mono ? '' : undefined}
      data-truncate={truncate ? '' : undefined}
      {...rest}
    />
  );
}
