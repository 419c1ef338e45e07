import { useT } from '@mission-control/ui';
import { useConsole, useRoutes, useSearchParams } from '../../provider/ConsoleProvider';
import { AccountFooter, AccountLayout } from '../AccountLayout/AccountLayout';
import { FlowView } from '../AccountLayout/FlowView';
import { safeReturnPath } from '../model/navigation';
import { useIdentityFlow } from '../queries';

/** `/registration`. When the server has registration switched off, its message is shown as it is. */
export function RegistrationPage() {
  const t = useT();
  const { router } = useConsole();
  const routes = useRoutes();
  const [params] = useSearchParams();
  const returnTo = params.get('return_to');
  const state = useIdentityFlow({
    type: 'registration',
    flowId: params.get('flow'),
    returnTo,
    onSignedIn: (serverReturnTo) =>
      router.navigate(safeReturnPath(returnTo) ?? safeReturnPath(serverReturnTo) ?? '/', { replace: true }),
  });
  const title = t('account.registration.title', 'Create account');
  const { Link } = router;
  return (
    <AccountLayout title={title}>
      <FlowView {...state} label={title} />
      <AccountFooter>
        <span>
          {t('account.registration.haveAccount', 'Already have an account?')}{' '}
          <Link to={routes.login()}>{t('account.registration.signIn', 'Sign in')}</Link>
        </span>
      </AccountFooter>
    </AccountLayout>
  );
}
