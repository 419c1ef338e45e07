import { cssVar } from '../theme/tokens';

/** A step of the spacing scale (`space.*` tokens): 0, 4, 8, 12, 16, 20, 24 or 32 px. */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8;

export function space(step: SpaceStep): string {
  return cssVar(`space.${step}`);
}
