import { screen, within } from '@testing-library/dom';
import type { UserEvent } from '@testing-library/user-event';

/** What to look for: a trigger's accessible name, exact text or a pattern. */
export type NameMatch = string | RegExp;

export interface SelectOptionArgs {
  /** The user-event instance of the test (`userEvent.setup()`), or `userEvent` itself. */
  user: Pick<UserEvent, 'click'>;
  /**
   * The Select's field label. ui's Select trigger is named by its value and then its label
   * ("Any Status Status"), so a string matches a trigger whose name ends with it.
   */
  label: NameMatch;
  /** The option to pick: its exact name, a pattern, or a string the name starts with when `prefix` is set. */
  option: NameMatch;
  /** Where the trigger is; the listbox opens in a portal, so options are always found on the page. @default document.body */
  within?: HTMLElement;
  /** Match `option` as a prefix (options whose name carries a description after the title). @default false */
  prefix?: boolean;
}

function endsWith(label: NameMatch): RegExp {
  if (label instanceof RegExp) return label;
  return new RegExp(`${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}

function optionName(option: NameMatch, prefix: boolean): NameMatch | ((name: string) => boolean) {
  return prefix && typeof option === 'string' ? (name: string) => name.startsWith(option) : option;
}

/**
 * Opens a ui `Select` (a react-aria button + listbox) by its label and picks an option, the way a user
 * does with a pointer. Resolves once the option was clicked; fails naming what it could not find.
 */
export async function selectOption({
  user,
  label,
  option,
  within: scope = document.body,
  prefix = false,
}: SelectOptionArgs): Promise<void> {
  await user.click(await within(scope).findByRole('button', { name: endsWith(label) }));
  const listbox = await screen.findByRole('listbox');
  await user.click(await within(listbox).findByRole('option', { name: optionName(option, prefix) }));
}

export interface OpenMenuArgs {
  user: Pick<UserEvent, 'click'>;
  /** The menu trigger's accessible name. */
  trigger: NameMatch;
  /** Where the trigger is. @default document.body */
  within?: HTMLElement;
}

/** Opens a ui `Menu` (react-aria button + menu) and returns the open menu, to query its items. */
export async function openMenu({ user, trigger, within: scope = document.body }: OpenMenuArgs): Promise<HTMLElement> {
  await user.click(await within(scope).findByRole('button', { name: trigger }));
  return screen.findByRole('menu');
}

/** Opens the menu and picks one item by name. */
export async function chooseMenuItem(args: OpenMenuArgs & { item: NameMatch }): Promise<void> {
  const menu = await openMenu(args);
  await args.user.click(within(menu).getByRole('menuitem', { name: args.item }));
}
