import { useT } from '@mission-control/ui';
import { useConsole, useRoutes, useSearchParams } from '../../provider/ConsoleProvider';
import { AccountFooter, AccountLayout } from '../AccountLayout/AccountLayout';
import { FlowView } from '../AccountLayout/FlowView';
import { useIdentityFlow } from '../queries';

/** `/recovery`: the server sends a code by email, then hands over to profile settings to set a password. */
export function RecoveryPage() {
  const t = useT();
  const { router } = useConsole();
  const routes = useRoutes();
  const [params] = useSearchParams();
  const state = useIdentityFlow({ type: 'recovery', flowId: params.get('flow'), returnTo: params.get('return_to') });
  const title = t('account.recovery.title', 'Recover account');
  const { Link } = router;
  return (
    <AccountLayout title={title}>
      <FlowView {...state} label={title} />
      <AccountFooter>
        <Link to={routes.login()}>{t('account.recovery.back', 'Back to sign in')}</Link>
      </AccountFooter>
    </AccountLayout>
  );
}
