import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface UseControllableStateOptions<T> {
  /** The controlled value; `undefined` means the hook keeps its own state. */
  value?: T | undefined;
  /** Initial value when uncontrolled. */
  defaultValue: T;
  /** Called with every new value, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

export type SetControllableState<T> = (next: T | ((previous: T) => T)) => void;

/**
 * One `value` / `defaultValue` / `onChange` contract for every control: controlled
 * when `value` is given, uncontrolled otherwise, and `onChange` fires only when the
 * value really changes (so a parent re-render never triggers a spurious callback).
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<T>): [T, SetControllableState<T>] {
  const [internal, setInternal] = useState<T>(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : internal;

  // Functional updates and the callback need the latest value and handler even when
  // several updates land before the next render; refs are synced after commit.
  const currentRef = useRef(current);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    currentRef.current = current;
    onChangeRef.current = onChange;
  });

  const setValue = useCallback<SetControllableState<T>>(
    (next) => {
      const previous = currentRef.current;
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
      if (Object.is(resolved, previous)) return;
      currentRef.current = resolved;
      if (!isControlled) setInternal(resolved);
      onChangeRef.current?.(resolved);
    },
    [isControlled],
  );

  return [current, setValue];
}
