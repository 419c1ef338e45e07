export { Inline, Stack } from './Stack';
export type { InlineProps, StackAlign, StackElement, StackJustify, StackProps } from './Stack';
