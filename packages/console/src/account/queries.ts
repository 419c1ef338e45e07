import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  classifyFlowError,
  identityFlowSchema,
  isApiError,
  type IdentityFlow,
  type IdentityFlowType,
  type UiText,
} from '@mission-control/api';
import { useConsole, useRoutes } from '../provider/ConsoleProvider';
import { goTo } from './model/navigation';
import type { FormValues } from './model/nodes';

export interface UseIdentityFlowOptions {
  type: IdentityFlowType;
  /** An existing flow to continue (`?flow=`); a new one is created otherwise. */
  flowId?: string | null;
  returnTo?: string | null;
  refresh?: boolean;
  aal?: 'aal1' | 'aal2';
  /** Called after a submit that signed the user in (login, registration). */
  onSignedIn?: (returnTo: string | null) => void;
}

export interface IdentityFlowState {
  flow: IdentityFlow | null;
  loading: boolean;
  /** A page-level message (expired flow, CSRF, server error), shown above the form. */
  notice: UiText | null;
  submit: (body: FormValues) => Promise<void>;
}

interface ContinueWith {
  action?: string;
  redirect_browser_to?: string;
  flow?: { id?: string; url?: string };
}

/**
 * The life of one self-service flow: create or fetch it, submit it, and act on the identity service's
 * answers as the error catalogue says (restart expired flows, follow redirects, show 400 forms).
 */
export function useIdentityFlow({
  type,
  flowId,
  returnTo,
  refresh,
  aal,
  onSignedIn,
}: UseIdentityFlowOptions): IdentityFlowState {
  const { client, router } = useConsole();
  const routes = useRoutes();
  const queryClient = useQueryClient();
  const [flow, setFlow] = useState<IdentityFlow | null>(null);
  const [notice, setNotice] = useState<UiText | null>(null);
  const [loading, setLoading] = useState(true);
  // Bumped to start over (expired flow, CSRF violation): a fresh flow without the old id.
  const [generation, setGeneration] = useState(0);
  const restartedFrom = useRef<string | null>(null);
  const flowIdRef = useRef(flowId);
  const onSignedInRef = useRef(onSignedIn);
  // Adapters may be re-created on every address change; reading the current one through a ref keeps
  // the callbacks below stable, so a change of address alone does not restart loading the flow.
  const routerRef = useRef(router);
  useLayoutEffect(() => {
    flowIdRef.current = flowId;
    onSignedInRef.current = onSignedIn;
    routerRef.current = router;
  });
  const returnToValue = returnTo ?? undefined;

  const rememberFlowId = useCallback((id: string) => {
    routerRef.current.setSearchParams(
      (params) => {
        params.set('flow', id);
        return params;
      },
      { replace: true },
    );
  }, []);

  const handleError = useCallback(
    (error: unknown): boolean => {
      const status = isApiError(error) ? error.status : undefined;
      const body = isApiError(error) ? error.body : undefined;
      const action = classifyFlowError(type, status, body, returnToValue);
      const router = routerRef.current;
      switch (action.action) {
        case 'redirect':
          goTo(router, action.to);
          return true;
        case 'home':
          router.navigate('/', { replace: true });
          return true;
        case 'login':
          // Settings send the person to sign in (again) mid-change: they come back to settings, not the dashboard.
          router.navigate(
            routes.login({
              returnTo: action.returnTo ?? (type === 'settings' ? routes.profileSettings() : undefined),
              refresh: action.refresh,
              aal: action.aal,
            }),
          );
          return true;
        case 'restart':
          setNotice(action.message ? { text: action.message, type: 'error' } : null);
          restartedFrom.current = flowIdRef.current ?? null;
          setFlow(null);
          setGeneration((g) => g + 1);
          return true;
        case 'show_form':
          setFlow(action.flow);
          return true;
        case 'message':
          setNotice({ text: action.message, type: 'error' });
          return true;
        default:
          setNotice({ text: error instanceof Error ? error.message : String(error), type: 'error' });
          return false;
      }
    },
    [routes, type, returnToValue],
  );

  useEffect(() => {
    const controller = new AbortController();
    // After a restart, the stale id in the address must not be fetched again.
    const id = flowId && flowId !== restartedFrom.current ? flowId : null;
    // The flow in hand stays until a restart drops it (a page that navigated away keeps it too).
    if (flow && (!id || flow.id === id)) return;
    setLoading(true);
    const load = id
      ? client.identity.getFlow(type, id, { signal: controller.signal })
      : client.identity.createFlow(type, { returnTo: returnToValue, refresh, aal, signal: controller.signal });
    load
      .then((loaded) => {
        if (controller.signal.aborted) return;
        setFlow(loaded);
        setLoading(false);
        if (loaded.id !== flowId) rememberFlowId(loaded.id);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        // A flow that is unknown or from another browser cannot be continued: start a new one.
        if (id && isApiError(error) && error.status === 404) {
          restartedFrom.current = id;
          setFlow(null);
          setGeneration((g) => g + 1);
          return;
        }
        handleError(error);
      });
    return () => controller.abort();
    // `flow` is read only to skip refetching the flow we just created; it must not re-run the effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, type, flowId, returnToValue, refresh, aal, generation, handleError, rememberFlowId]);

  const submit = useCallback(
    async (body: FormValues) => {
      if (!flow) return;
      try {
        const result = await client.identity.submitFlow(type, flow.id, body);
        const asFlow = identityFlowSchema.safeParse(result);
        if (asFlow.success) {
          setFlow(asFlow.data);
          setNotice(null);
          return;
        }
        const record = result as { session?: unknown; continue_with?: ContinueWith[] | null };
        // Everything cached was fetched as somebody else (or nobody): start clean.
        await queryClient.invalidateQueries();
        for (const next of record.continue_with ?? []) {
          if (next.action === 'redirect_browser_to' && next.redirect_browser_to) {
            goTo(router, next.redirect_browser_to);
            return;
          }
          if (next.action === 'show_settings_ui' && next.flow?.id) {
            router.navigate(`${routes.profileSettings()}?flow=${encodeURIComponent(next.flow.id)}`);
            return;
          }
        }
        onSignedInRef.current?.(flow.return_to ?? returnToValue ?? null);
      } catch (error) {
        handleError(error);
      }
    },
    [client, flow, handleError, queryClient, router, routes, type, returnToValue],
  );

  return { flow, loading, notice, submit };
}
