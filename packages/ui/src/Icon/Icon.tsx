import type { SVGAttributes } from 'react';
import { glyphs, resolveIconName, type IconName } from './glyphs';

const SIZES = { sm: 14, md: 16, lg: 20, xl: 24 } as const;

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'name'> {
  /** A glyph name or alias (`http`, `sql`, `chevron-down`…); unknown names show a generic glyph. */
  name: IconName | (string & {});
  /** @default 'md' */
  size?: keyof typeof SIZES | number;
  /**
   * Text alternative. Without it the icon is decorative (`aria-hidden`),
   * which is right when a visible label sits beside it.
   */
  label?: string;
}

/** An SVG icon from the bundled set, drawn in `currentColor`. */
export function Icon({ name, size = 'md', label, ...rest }: IconProps) {
  const resolved = resolveIconName(name);
  const pixels = typeof size === 'number' ? size : SIZES[size];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={pixels}
      height={pixels}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={resolved}
      style={{ flexShrink: 0, verticalAlign: 'middle' }}
      {...a11y}
      {...rest}
    >
      {glyphs[resolved]}
    </svg>
  );
}
