/**
 * Props for a react-aria Popover that wraps its own named Dialog. DialogTrigger hands the Popover
 * `aria-labelledby` (the trigger's id) through context; on the Popover's role-less surface that is a
 * name on a generic element, which axe counts as content outside any landmark (its 'region' rule) once
 * the surface is portalled out of the page's landmarks. The Dialog inside is named on its own and axe
 * treats it as a region, so the surface drops the name. react-aria merges context props under ours and
 * keeps the context value for `undefined`, hence `null`.
 */
export const unnamedSurface = { 'aria-labelledby': null } as unknown as { 'aria-labelledby'?: string };
