import { useState } from 'react';

/**
 * True from the first render in which `isOpen` was true, for dialogs whose code loads when first opened
 * (#26: first paint): a closing dialog stays mounted for its exit.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}
