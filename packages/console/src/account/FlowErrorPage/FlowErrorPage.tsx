import { useEffect, useState } from 'react';
import { flowErrorRedirectsHome, isApiError, sessionErrorMessage, type FlowError } from '@mission-control/api';
import { Button, Skeleton, useT } from '@mission-control/ui';
import { useConsole, useSearchParams } from '../../provider/ConsoleProvider';
import { AccountLayout } from '../AccountLayout/AccountLayout';
import { FlowMessages } from '../FlowForm/FlowMessages';

function goBack(navigate: (to: string) => void) {
  if (typeof window !== 'undefined' && window.history.length > 1) window.history.back();
  else navigate('/');
}

/**
 * `/error?id=`: the identity service's flow error, or, with `error_code`, the bad-session page.
 * Errors with status 403, 404 or 410 (and ids the service no longer knows) go home.
 */
export function FlowErrorPage() {
  const t = useT();
  const { client, router } = useConsole();
  const [params] = useSearchParams();
  const id = params.get('id');
  const errorCode = params.get('error_code');
  const [error, setError] = useState<FlowError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    client.identity
      .flowError(id, { signal: controller.signal })
      .then((loaded) => {
        if (controller.signal.aborted) return;
        if (flowErrorRedirectsHome(loaded.error.code)) router.navigate('/', { replace: true });
        else setError(loaded);
      })
      .catch((cause: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(cause) && flowErrorRedirectsHome(cause.status)) router.navigate('/', { replace: true });
        else setFailure(cause instanceof Error ? cause.message : String(cause));
      });
    return () => controller.abort();
  }, [client, id, router]);

  const back = (
    <Button variant="primary" onPress={() => goBack(router.navigate)}>
      {t('account.error.back', 'Go back')}
    </Button>
  );
  if (!id) {
    return (
      <AccountLayout title={t('account.error.title', 'Error')}>
        <FlowMessages messages={[{ text: sessionErrorMessage(errorCode), type: 'error' }]} />
        {back}
      </AccountLayout>
    );
  }
  const text = failure ?? error?.error.reason ?? error?.error.message ?? (error ? sessionErrorMessage(null) : null);
  return (
    <AccountLayout title={t('account.error.title', 'Error')}>
      {text ? (
        <FlowMessages messages={[{ text, type: 'error' }]} />
      ) : (
        <Skeleton lines={2} label={t('account.loading', 'Loading the form')} />
      )}
      {back}
    </AccountLayout>
  );
}
