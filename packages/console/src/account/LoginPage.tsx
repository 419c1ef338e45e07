import { useEffect, useRef, useState } from 'react';
import { useT } from '@mission-control/ui';
import { useConsole, useRoutes, useSearchParams } from '../provider/ConsoleProvider';
import { AccountFooter, AccountLayout } from './AccountLayout';
import { FlowView } from './FlowView';
import { goTo, safeReturnPath } from './navigation';
import { nodesOfGroups, submitPayload } from './nodes/nodes';
import { useIdentityFlow } from './useIdentityFlow';

export interface LoginPageProps {
  /** Where to go after signing in when no return_to is given. @default '/' */
  defaultReturnTo?: string;
}

/**
 * `/login` with `return_to`, `flow`, `refresh` and `aal`. Credentials given as `username` and `password`
 * in the query are taken once, wiped from the address (and its history entry) at once, then submitted.
 */
export function LoginPage({ defaultReturnTo = '/' }: LoginPageProps) {
  const t = useT();
  const { router } = useConsole();
  const routes = useRoutes();
  const [params, setParams] = useSearchParams();
  const [credentials] = useState(() => {
    const query = router.getSearchParams();
    const username = query.get('username');
    const password = query.get('password');
    return username && password ? { username, password } : null;
  });
  useEffect(() => {
    // Once: the setter changes with every address, and a second wipe would be a navigation of its own.
    if (!credentials || (!params.has('username') && !params.has('password'))) return;
    setParams(
      (current) => {
        current.delete('username');
        current.delete('password');
        return current;
      },
      { replace: true },
    );
  }, [credentials, params, setParams]);

  const refresh = params.get('refresh') === 'true';
  const aal = params.get('aal') === 'aal2' ? 'aal2' : undefined;
  const returnTo = params.get('return_to');
  const state = useIdentityFlow({
    type: 'login',
    flowId: params.get('flow'),
    returnTo,
    refresh,
    aal,
    onSignedIn: (serverReturnTo) => {
      const path = safeReturnPath(returnTo) ?? safeReturnPath(serverReturnTo);
      if (path) router.navigate(path, { replace: true });
      else if (serverReturnTo) goTo(router, serverReturnTo, { replace: true });
      else router.navigate(defaultReturnTo, { replace: true });
    },
  });

  const autoSubmitted = useRef(false);
  const { flow, submit } = state;
  useEffect(() => {
    if (!credentials || !flow || autoSubmitted.current) return;
    autoSubmitted.current = true;
    void submit(
      submitPayload(
        nodesOfGroups(flow, ['password']),
        { identifier: credentials.username, password: credentials.password },
        { name: 'method', value: 'password' },
      ),
    );
  }, [credentials, flow, submit]);

  const title = aal
    ? t('account.login.aal2', 'Two-Factor Authentication')
    : refresh
      ? t('account.login.refresh', 'Confirm Action')
      : t('account.login.title', 'Sign In to your account');
  const { Link } = router;
  return (
    <AccountLayout title={title}>
      <FlowView {...state} label={title} />
      {aal ? null : (
        <AccountFooter>
          <Link to={routes.recovery()}>{t('account.login.reset', 'Reset password')}</Link>
        </AccountFooter>
      )}
    </AccountLayout>
  );
}
