export { Icon } from './Icon';
export type { IconProps } from './Icon';
export { glyphs as iconGlyphs, resolveIconName } from './glyphs';
export type { IconName } from './glyphs';
