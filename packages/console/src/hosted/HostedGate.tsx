import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button, EmptyState, Skeleton, TextField, useT } from '@mission-control/ui';
import { useConsole } from '../provider/ConsoleProvider';
import { ProvisioningScreen } from '../shell/UserGate';
import { ORGS_SWITCHED_PATH, type Organization, type OrganizationAdapter } from './organizations';

export interface HostedGateProps {
  adapter: OrganizationAdapter;
  /** Rendered once an organisation is selected and its instance is ready. */
  children: ReactNode | ((organization: Organization) => ReactNode);
}

/**
 * Hosted mode: with no organisation selected, a picker (and a way to create one); after a selection,
 * `/organizations/orgs-switched`; while the instance is provisioned, the waiting screen.
 */
export function HostedGate({ adapter, children }: HostedGateProps) {
  const t = useT();
  const { router } = useConsole();
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState(() => adapter.selected());
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const organizations = useQuery({
    queryKey: ['hosted', 'organizations'],
    queryFn: () => adapter.list(),
    // While an instance is provisioned, ask again until it is ready.
    refetchInterval: (query) =>
      query.state.data?.some((org) => org.id === selectedId && org.metadata?.provisioning) ? 10_000 : false,
  });
  const choose = async (id: string) => {
    setBusy(true);
    try {
      await adapter.select(id);
      setSelectedId(id);
      // Everything cached belongs to the previous organisation.
      await queryClient.invalidateQueries();
      router.navigate(ORGS_SWITCHED_PATH);
    } finally {
      setBusy(false);
    }
  };

  if (organizations.isPending) return <Skeleton lines={4} label={t('hosted.loading', 'Loading organizations')} />;
  if (organizations.isError) return <EmptyState icon="error" title={String(organizations.error)} />;
  const selected = organizations.data.find((org) => org.id === selectedId) ?? null;
  if (selected?.metadata?.provisioning) return <ProvisioningScreen />;
  if (selected) return <>{typeof children === 'function' ? children(selected) : children}</>;

  return (
    <main style={{ maxWidth: 480, margin: '48px auto', display: 'flex', flexDirection: 'column', gap: 16 }}>
      <h1>{t('hosted.pick.title', 'Choose an organization')}</h1>
      {organizations.data.length ? (
        <ul aria-label={t('hosted.pick.list', 'Organizations')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {organizations.data.map((org) => (
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
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return;
          setBusy(true);
          void adapter
            .create(name.trim())
            .then((org) => choose(org.id))
            .finally(() => setBusy(false));
        }}
        style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}
      >
        <TextField label={t('hosted.create.name', 'New organization name')} value={name} onChange={setName} />
        <Button type="submit" variant="primary" isDisabled={busy || !name.trim()}>
          {t('hosted.create.submit', 'Create organization')}
        </Button>
      </form>
    </main>
  );
}

/** `/organizations/orgs-switched`: the landing page after a switch. */
export function OrgsSwitchedPage({ organization }: { organization: Organization }) {
  const t = useT();
  const { router } = useConsole();
  const { Link } = router;
  return (
    <EmptyState
      icon="check"
      title={t('hosted.switched.title', 'Switched to {name}', { name: organization.name })}
      action={<Link to="/">{t('hosted.switched.open', 'Open the console')}</Link>}
    />
  );
}
