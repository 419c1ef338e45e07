import { useT } from '@mission-control/ui';
import { useConsole, useSearchParams } from '../../provider/ConsoleProvider';
import { AccountFooter, AccountLayout } from '../AccountLayout/AccountLayout';
import { FlowView } from '../AccountLayout/FlowView';
import { useIdentityFlow } from '../queries';

/** `/verification`: an expired or foreign flow (410, 403) restarts, as the error catalogue says. */
export function VerificationPage() {
  const t = useT();
  const { router } = useConsole();
  const [params] = useSearchParams();
  const state = useIdentityFlow({
    type: 'verification',
    flowId: params.get('flow'),
    returnTo: params.get('return_to'),
  });
  const title = t('account.verification.title', 'Verify your account');
  const { Link } = router;
  return (
    <AccountLayout title={title}>
      <FlowView {...state} label={title} />
      <AccountFooter>
        <Link to="/">{t('account.verification.home', 'Go to the console')}</Link>
      </AccountFooter>
    </AccountLayout>
  );
}
