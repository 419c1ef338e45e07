import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';

export type Messages = Readonly<Record<string, string>>;
export type Translate = (key: string, fallback: string, values?: Record<string, string | number>) => string;

const MessagesContext = createContext<Messages>({});

function interpolate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

export interface MessagesProviderProps {
  /** Overrides keyed by message key; anything missing falls back to the component's default text. */
  messages?: Messages;
  children: ReactNode;
}

export function MessagesProvider({ messages, children }: MessagesProviderProps) {
  const parent = useContext(MessagesContext);
  const merged = useMemo(() => ({ ...parent, ...messages }), [parent, messages]);
  return <MessagesContext.Provider value={merged}>{children}</MessagesContext.Provider>;
}

/** `t(key, default, values)`: every user-visible string goes through here so hosts can translate. */
export function useT(): Translate {
  const messages = useContext(MessagesContext);
  return useCallback(
    (key, fallback, values) =>
      interpolate(Object.prototype.hasOwnProperty.call(messages, key) ? messages[key]! : fallback, values),
    [messages],
  );
}
