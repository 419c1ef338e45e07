import { useState, type ReactNode } from 'react';
import { Button, EmptyState, ErrorView, Skeleton, TextField, useT } from '@mission-control/ui';
import { useConsole } from '../provider/hooks';
import { ProvisioningScreen } from '../shell/UserGate';
import { ORGS_SWITCHED_PATH, type Organization, type OrganizationAdapter } from './organizations';
import { useOrganizationCache, useOrganizations } from './queries';

export interface HostedGateProps {
  adapter: OrganizationAdapter;
  /** Rendered once an organisation is selected and its instance is ready. */
  children: ReactNode | ((organization: Organization) => ReactNode);
  /** How often to ask again while the selected instance is provisioned. @default 10000 */
  provisioningPollMs?: number;
}

/**
 * Hosted mode: with no organisation selected, a picker (and a way to create one); after a selection,
 * `/organizations/orgs-switched`; while the instance is provisioned, the waiting screen.
 */
export function HostedGate({ adapter, children, provisioningPollMs = 10_000 }: HostedGateProps) {
  const t = useT();
  const { router } = useConsole();
  const cache = useOrganizationCache();
  // A choice made here wins over the adapter's answer until the list is read again.
  const [chosen, setChosen] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const organizations = useOrganizations(adapter, chosen, provisioningPollMs);
  const choose = async (id: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await adapter.select(id);
      cache.dropPreviousOrganization();
      setChosen(id);
      router.navigate(ORGS_SWITCHED_PATH);
      await cache.refreshOrganizations();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const create = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const org = await adapter.create(name.trim());
      setName('');
      await choose(org.id);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  if (organizations.isPending) return <Skeleton lines={4} label={t('hosted.loading', 'Loading organizations')} />;
  if (organizations.isError) {
    return <ErrorView error={organizations.error} title={t('hosted.error', 'Could not load your organizations')} />;
  }
  const selectedId = chosen ?? organizations.data.selected;
  const selected = organizations.data.list.find((org) => org.id === selectedId) ?? null;
  if (selected?.metadata?.provisioning) return <ProvisioningScreen />;
  if (selected) return <>{typeof children === 'function' ? children(selected) : children}</>;

  return (
    <main style={{ maxWidth: 480, margin: '48px auto', display: 'flex', flexDirection: 'column', gap: 16 }}>
      <h1>{t('hosted.pick.title', 'Choose an organization')}</h1>
      {organizations.data.list.length ? (
        <ul aria-label={t('hosted.pick.list', 'Organizations')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {organizations.data.list.map((org) => (
            <li key={org.id} style={{ marginBottom: 8 }}>
              <Button variant="secondary" isDisabled={busy} onPress={() => void choose(org.id)}>
                {org.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('hosted.pick.none', 'You do not belong to an organization yet.')}</p>
      )}
      <form
        aria-label={t('hosted.create.title', 'Create an organization')}
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) void create();
        }}
        style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}
      >
        <TextField label={t('hosted.create.name', 'New organization name')} value={name} onChange={setName} />
        <Button type="submit" variant="primary" isDisabled={busy || !name.trim()}>
          {t('hosted.create.submit', 'Create organization')}
        </Button>
      </form>
      {failure ? <p role="alert">{failure}</p> : null}
    </main>
  );
}

/** `/organizations/orgs-switched`: the landing page after a switch. */
export function OrgsSwitchedPage({ organization }: { organization?: Organization }) {
  const t = useT();
  const { router, organization: current } = useConsole();
  const { Link } = router;
  const shown = organization ?? current;
  return (
    <EmptyState
      icon="check"
      title={
        shown
          ? t('hosted.switched.title', 'Switched to {name}', { name: shown.name })
          : t('hosted.switched.none', 'No organization is selected')
      }
      action={<Link to="/">{t('hosted.switched.open', 'Open the console')}</Link>}
    />
  );
}
