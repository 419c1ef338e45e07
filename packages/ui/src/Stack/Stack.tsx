import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { space, type SpaceStep } from '../styles/space';

export type StackAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type StackJustify = 'start' | 'center' | 'end' | 'between';
/** Elements a layout box may render as, so a list of items stays a list for assistive technology. */
export type StackElement = 'div' | 'section' | 'ul' | 'ol' | 'li' | 'header' | 'footer' | 'nav' | 'form' | 'span';

const FLEX: Record<StackAlign | StackJustify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
  between: 'space-between',
};

interface FlexStyle {
  $direction: 'row' | 'column';
  $gap: SpaceStep;
  $align: StackAlign;
  $justify: StackJustify;
  $wrap: boolean;
}

const Flex = styled.div<FlexStyle>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ $gap }) => space($gap)};
  align-items: ${({ $align }) => FLEX[$align]};
  justify-content: ${({ $justify }) => FLEX[$justify]};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
  margin: 0;
  padding: 0;

  &:is(ul, ol) {
    list-style: none;
  }
`;

interface LayoutProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, a step of the spacing scale (`3` is 12 px). */
  gap?: SpaceStep;
  /** Cross-axis alignment of the children. */
  align?: StackAlign;
  /** Main-axis distribution of the children. @default 'start' */
  justify?: StackJustify;
  /** The element rendered. @default 'div' */
  as?: StackElement;
  children?: ReactNode;
}

export interface StackProps extends LayoutProps {
  /** @default 3 */
  gap?: SpaceStep;
  /** @default 'stretch' */
  align?: StackAlign;
  /** Let children flow into further columns when the stack has a fixed height. @default false */
  wrap?: boolean;
}

/** Children one below the other, a fixed step apart: the vertical rhythm of a page or panel. */
export function Stack({
  gap = 3,
  align = 'stretch',
  justify = 'start',
  wrap = false,
  as = 'div',
  ...rest
}: StackProps) {
  return <Flex as={as} $direction="column" $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest} />;
}

export interface InlineProps extends LayoutProps {
  /** @default 2 */
  gap?: SpaceStep;
  /** @default 'center' */
  align?: StackAlign;
  /** Wrap onto further lines when the row is too narrow. @default true */
  wrap?: boolean;
}

/** Children side by side, a fixed step apart, wrapping when narrow: toolbars, tag rows, button groups. */
export function Inline({
  gap = 2,
  align = 'center',
  justify = 'start',
  wrap = true,
  as = 'div',
  ...rest
}: InlineProps) {
  return <Flex as={as} $direction="row" $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest} />;
}
