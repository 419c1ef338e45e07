import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../Button';
import { useT } from '../i18n/messages';
import { usePortalContainer } from '../theme/ThemeProvider';
import { ActionLink, Content, Glyph, Region, Title, ToastCard } from './Toast.styles';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export type ToastType = 'success' | 'error' | 'loading';
export type ToastPlacement = 'bottom-right' | 'top-right';

export interface ToastAction {
  label: string;
  /** A link target; goes through the host's react-aria RouterProvider when one is set. */
  href?: string;
  onPress?: () => void;
}

export interface ToastOptions {
  /** Reuse an id to replace a toast instead of stacking a second one. */
  id?: string;
  title?: ReactNode;
  /** Milliseconds before an automatic dismiss; 0 keeps it until dismissed. Ignored for loading toasts. */
  duration?: number;
  placement?: ToastPlacement;
  action?: ToastAction;
}

export interface ToastRecord {
  id: string;
  type: ToastType;
  message: ReactNode;
  title?: ReactNode;
  duration: number;
  placement: ToastPlacement;
  action?: ToastAction;
  /** Bumped on every update so the dismiss timer restarts. */
  version: number;
}

export type ToastUpdate = Partial<
  Pick<ToastRecord, 'type' | 'message' | 'title' | 'duration' | 'placement' | 'action'>
>;

export interface ToastApi {
  success: (message: ReactNode, options?: ToastOptions) => string;
  error: (message: ReactNode, options?: ToastOptions) => string;
  /** A toast without a close button that stays until updated or dismissed. */
  loading: (message: ReactNode, options?: ToastOptions) => string;
  /** Dismiss one toast, or all of them without an id. */
  dismiss: (id?: string) => void;
  /** Change a toast in place, for example a loading toast into a success. */
  update: (id: string, update: ToastUpdate) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** @default 'bottom-right' */
  placement?: ToastPlacement;
  /** @default 5000 */
  duration?: number;
}

export const DEFAULT_TOAST_DURATION = 5000;

/** Holds the toasts of one widget tree; place it inside a ThemeProvider so toasts portal into its container. */
export function ToastProvider({
  children,
  placement = 'bottom-right',
  duration = DEFAULT_TOAST_DURATION,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id?: string) => {
    setToasts((current) => (id === undefined ? [] : current.filter((toast) => toast.id !== id)));
  }, []);

  const show = useCallback(
    (type: ToastType, message: ReactNode, options: ToastOptions = {}) => {
      nextId.current += 1;
      const id = options.id ?? `mc-toast-${nextId.current}`;
      const record: ToastRecord = {
        id,
        type,
        message,
        title: options.title,
        duration: options.duration ?? duration,
        placement: options.placement ?? placement,
        action: options.action,
        version: 0,
      };
      setToasts((current) => {
        const existing = current.findIndex((toast) => toast.id === id);
        if (existing === -1) return [...current, record];
        const copy = current.slice();
        copy[existing] = { ...record, version: (current[existing]?.version ?? 0) + 1 };
        return copy;
      });
      return id;
    },
    [duration, placement],
  );

  const update = useCallback((id: string, patch: ToastUpdate) => {
    setToasts((current) =>
      current.map((toast) => (toast.id === id ? { ...toast, ...patch, version: toast.version + 1 } : toast)),
    );
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      loading: (message, options) => show('loading', message, options),
      dismiss,
      update,
    }),
    [show, dismiss, update],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegions toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** `{ success, error, loading, dismiss, update }` of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a <ToastProvider>.');
  return api;
}

const placements: readonly ToastPlacement[] = ['top-right', 'bottom-right'];

function ToastRegions({ toasts, onDismiss }: { toasts: ToastRecord[]; onDismiss: (id: string) => void }) {
  const t = useT();
  const container = usePortalContainer();
  if (!container || toasts.length === 0) return null;
  return createPortal(
    placements.map((placement) => {
      const inPlace = toasts.filter((toast) => toast.placement === placement);
      if (inPlace.length === 0) return null;
      return (
        // Top layer: a modal dialog's aria-hidden sweep keeps these regions readable.
        <Region
          key={placement}
          data-placement={placement}
          data-react-aria-top-layer=""
          aria-label={t('toast.region', 'Notifications')}
        >
          {inPlace.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
          ))}
        </Region>
      );
    }),
    container,
  );
}

function ToastItem({ toast, onDismiss }: { toast: ToastRecord; onDismiss: (id: string) => void }) {
  const t = useT();
  const [paused, setPaused] = useState(false);
  const { id, type, duration, version } = toast;

  useEffect(() => {
    // Loading toasts wait for an update; hovering or focusing a toast pauses it so
    // it can be read and its action reached.
    if (type === 'loading' || duration <= 0 || paused) return undefined;
    const timer = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, type, duration, paused, version, onDismiss]);

  const typeLabel =
    type === 'success'
      ? t('toast.success', 'Success')
      : type === 'error'
        ? t('toast.error', 'Error')
        : t('toast.loading', 'Loading');

  return (
    <ToastCard
      role={type === 'error' ? 'alert' : 'status'}
      data-type={type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Glyph aria-hidden="true" data-type={type}>
        {type === 'success' ? '✓' : type === 'error' ? '!' : '◌'}
      </Glyph>
      <Content>
        {/* The type is spoken, not only shown by colour and glyph. */}
        <VisuallyHidden>{`${typeLabel}: `}</VisuallyHidden>
        {toast.title ? <Title>{toast.title}</Title> : null}
        <div>{toast.message}</div>
        {toast.action ? (
          <ActionLink href={toast.action.href} onPress={toast.action.onPress}>
            {toast.action.label}
          </ActionLink>
        ) : null}
      </Content>
      {type === 'loading' ? null : (
        <IconButton icon="close" size="sm" aria-label={t('toast.dismiss', 'Dismiss')} onPress={() => onDismiss(id)} />
      )}
    </ToastCard>
  );
}
