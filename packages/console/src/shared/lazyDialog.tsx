import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * True from the first render in which `isOpen` was true, for dialogs whose code loads when first opened
 * (#26: first paint): a closing dialog stays mounted for its exit.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}

/**
 * A dialog that renders nothing, and loads nothing, until it is first opened; then `load`'s component, with the
 * same props. An empty fragment rather than null keeps the signature an eager dialog has.
 */
export function lazyDialog<Props extends { isOpen: boolean }>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): (props: Props) => React.JSX.Element {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: Props) {
    const opened = useOpenedOnce(props.isOpen);
    if (!opened) return <></>;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  LazyDialog.displayName = name;
  return LazyDialog;
}
