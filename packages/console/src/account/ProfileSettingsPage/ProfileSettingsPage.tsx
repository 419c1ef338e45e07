import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import type { UiText } from '@mission-control/api';
import { cssVar, Skeleton, useT } from '@mission-control/ui';
import { useConsole, useSearchParams } from '../../provider/ConsoleProvider';
import { AccountFooter, AccountLayout } from '../AccountLayout/AccountLayout';
import { FlowForm } from '../FlowForm/FlowForm';
import { FlowMessages } from '../FlowForm/FlowMessages';
import { groupsOf, nodesOfGroups } from '../model/nodes';
import { useIdentityFlow } from '../queries';

/** Profile messages disappear after 10 s (spec §9). */
export const PROFILE_MESSAGE_TIMEOUT_MS = 10_000;

/** The settings sections in the spec's order, by the identity service's node group. */
export const SETTINGS_SECTIONS = [
  { group: 'profile', key: 'account.settings.profile', title: 'Profile Settings' },
  { group: 'password', key: 'account.settings.password', title: 'Change Password' },
  { group: 'oidc', key: 'account.settings.oidc', title: 'Manage Social Sign In' },
  { group: 'lookup_secret', key: 'account.settings.lookup', title: 'Manage 2FA Backup Recovery Codes' },
  { group: 'totp', key: 'account.settings.totp', title: 'Manage 2FA TOTP Authenticator App' },
  { group: 'webauthn', key: 'account.settings.webauthn', title: 'Manage Hardware Tokens and Biometrics' },
] as const;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  padding-top: ${cssVar('space.4')};
  border-top: 1px solid ${cssVar('color.border')};
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${cssVar('font.size.lg')};
  font-weight: ${cssVar('font.weight.medium')};
`;

/** Messages that clear themselves `timeout` ms after they change. */
function useFadingMessages(messages: readonly UiText[], timeout = PROFILE_MESSAGE_TIMEOUT_MS): readonly UiText[] {
  const [shown, setShown] = useState(messages);
  useEffect(() => {
    setShown(messages);
    if (!messages.length) return;
    const timer = setTimeout(() => setShown([]), timeout);
    return () => clearTimeout(timer);
  }, [messages, timeout]);
  return shown;
}

/**
 * `/profile-settings`: one form per method the identity service offers. Social sign-in appears only when
 * providers are configured (the server sends an `oidc` group then).
 */
export function ProfileSettingsPage() {
  const t = useT();
  const { router } = useConsole();
  const [params] = useSearchParams();
  const { flow, loading, notice, submit } = useIdentityFlow({
    type: 'settings',
    flowId: params.get('flow'),
    returnTo: params.get('return_to'),
  });
  const [messages, setMessages] = useState<readonly UiText[]>([]);
  useEffect(() => setMessages([...(notice ? [notice] : []), ...(flow?.ui.messages ?? [])]), [flow, notice]);
  const visible = useFadingMessages(messages);
  const present = flow ? groupsOf(flow) : [];
  const title = t('account.settings.title', 'Your Profile');
  const { Link } = router;
  return (
    <AccountLayout title={title} wide>
      <FlowMessages messages={visible} />
      {loading && !flow ? <Skeleton lines={6} label={t('account.loading', 'Loading the form')} /> : null}
      {flow
        ? SETTINGS_SECTIONS.filter((section) => present.includes(section.group)).map((section) => {
            const heading = t(section.key, section.title);
            return (
              <Section key={section.group} aria-label={heading}>
                <SectionTitle>{heading}</SectionTitle>
                <FlowForm
                  aria-label={heading}
                  flowKey={flow.id}
                  nodes={nodesOfGroups(flow, [section.group])}
                  onSubmit={submit}
                />
              </Section>
            );
          })
        : null}
      <AccountFooter>
        <Link to="/">{t('account.settings.back', 'Back to the console')}</Link>
      </AccountFooter>
    </AccountLayout>
  );
}
