import { useEffect, useState } from 'react';
import { Button, InlineAlert, useT } from '@mission-control/ui';
import { useConsole, useRoutes, useSearchParams } from '../../provider/ConsoleProvider';
import { AccountFooter, AccountLayout } from '../AccountLayout/AccountLayout';
import { FlowView } from '../AccountLayout/FlowView';
import { goTo, safeReturnPath } from '../model/navigation';
import { nodesOfGroups, submitPayload } from '../model/nodes';
import { useIdentityFlow } from '../queries';

export interface LoginPageProps {
  /** Where to go after signing in when no return_to is given. @default '/' */
  defaultReturnTo?: string;
}

/**
 * `/login` with `return_to`, `flow`, `refresh` and `aal`. Credentials given as `username` and `password`
 * in the query are taken once and wiped from the address (and its history entry) at once. They are never
 * submitted on their own: a link could otherwise sign a visitor into someone else's account (login CSRF).
 * They only prefill a fresh flow, and the visitor confirms with a click on a button that names the account.
 */
export function LoginPage({ defaultReturnTo = '/' }: LoginPageProps) {
  const t = useT();
  const { router, user } = useConsole();
  const routes = useRoutes();
  const [params, setParams] = useSearchParams();
  const [credentials, setCredentials] = useState(() => {
    const query = router.getSearchParams();
    const username = query.get('username');
    const password = query.get('password');
    // Only for a fresh sign-in: never to continue a flow the link names, to re-authenticate or for a second factor.
    const fresh = !query.get('flow') && query.get('refresh') !== 'true' && query.get('aal') !== 'aal2';
    return fresh && username && password ? { username, password } : null;
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

  const { flow, submit } = state;
  const confirmSignIn = () => {
    if (!credentials || !flow) return;
    const { username, password } = credentials;
    setCredentials(null);
    void submit(
      submitPayload(
        nodesOfGroups(flow, ['password']),
        { identifier: username, password },
        { name: 'method', value: 'password' },
      ),
    );
  };

  const title = aal
    ? t('account.login.aal2', 'Two-Factor Authentication')
    : refresh
      ? t('account.login.refresh', 'Confirm Action')
      : t('account.login.title', 'Sign In to your account');
  const { Link } = router;
  return (
    <AccountLayout title={title}>
      {credentials && flow ? (
        <div role="group" aria-label={t('account.login.fromLink', 'Sign in from a link')}>
          <InlineAlert tone="warning" title={t('account.login.fromLink', 'Sign in from a link')}>
            {t(
              'account.login.fromLinkText',
              'The link you followed carries a password for {account}. Continue only if this is your account.',
              { account: credentials.username },
            )}
            {user
              ? ` ${t('account.login.fromLinkSession', 'You are signed in as {current} in this browser already.', {
                  current: user.email || user.name,
                })}`
              : null}
          </InlineAlert>
          <Button variant="primary" onPress={confirmSignIn}>
            {t('account.login.fromLinkConfirm', 'Sign in as {account}', { account: credentials.username })}
          </Button>
          <Button onPress={() => setCredentials(null)}>
            {t('account.login.fromLinkCancel', 'Use another account')}
          </Button>
        </div>
      ) : (
        <FlowView {...state} label={title} />
      )}
      {aal ? null : (
        <AccountFooter>
          <Link to={routes.recovery()}>{t('account.login.reset', 'Reset password')}</Link>
        </AccountFooter>
      )}
    </AccountLayout>
  );
}
