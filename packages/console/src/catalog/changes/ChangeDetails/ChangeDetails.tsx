import { isApiError, errorMessageOf, type ChangeDetail } from '@mission-control/api';
import {
  DescriptionList,
  Dialog,
  Icon,
  InlineAlert,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useT,
  type DescriptionItem,
} from '@mission-control/ui';
import { AttachAsEvidenceButton } from '../../../incidents';
import { DateTime } from '../../../preferences/PreferredDate';
import { useConsole } from '../../../provider/ConsoleProvider';
import { Muted } from '../../../shared/pageStyles';
import { ChangeTypeBadge, SeverityBadge } from '../ChangeBadges';
import { DiffView } from '../DiffView';
import { isMerged, madeBy, type ChangeRow } from '../model/rows';
import { useChangeDetail } from '../queries';
import { Body, Json, Title } from './ChangeDetails.styles';

export interface ChangeDetailsProps {
  /** The row the dialog opened from: shown at once while the whole change loads. */
  change: ChangeRow | null;
  onClose: () => void;
}

/** The row merged with the whole change once it has loaded. */
type Whole = ChangeRow & { config?: { id: string; name?: string | null } | null };

const hasContent = (value: unknown) =>
  value !== null && value !== undefined && !(typeof value === 'object' && Object.keys(value).length === 0);

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * One change (reference §1.4's modal): what and when, who or what made it, and what changed — the diff side
 * by side and unified, the JSON patch and the details document, each in its own tab.
 */
export function ChangeDetails({ change, onClose }: ChangeDetailsProps) {
  const t = useT();
  const detail = useChangeDetail(change?.id ?? null);
  if (!change) return null;
  const whole: Whole = { ...change, ...detail.data };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="large"
      title={
        <Title>
          <Icon name={whole.change_type || 'diff'} size="sm" />
          {whole.change_type || t('catalog.changes.details.title', 'Change')}
        </Title>
      }
    >
      <Body>
        <Facts change={whole} />
        <AttachAsEvidenceButton
          type="config_change"
          target={{ config_change_id: change.id, config_id: whole.config_id ?? whole.config?.id ?? undefined }}
        />
        {detail.isPending ? (
          <Skeleton lines={6} label={t('catalog.changes.details.loading', 'Loading the change')} />
        ) : detail.isError ? (
          <InlineAlert tone="danger">
            {isApiError(detail.error) && detail.error.kind === 'not_found'
              ? t('catalog.changes.details.gone', 'This change no longer exists')
              : errorMessageOf(detail.error)}
          </InlineAlert>
        ) : (
          <ChangeContent change={detail.data} />
        )}
      </Body>
    </Dialog>
  );
}

function Facts({ change }: { change: Whole }) {
  const t = useT();
  const { router, routes } = useConsole();
  const author = madeBy(change);
  const itemName = change.config?.name ?? change.name;
  const configId = change.config_id ?? change.config?.id;
  const items: DescriptionItem[] = [
    {
      term: t('catalog.changes.details.item', 'Catalog item'),
      description: configId ? (
        <router.Link to={routes.catalogItem(configId)}>{itemName || configId.slice(-12)}</router.Link>
      ) : undefined,
    },
    {
      term: t('catalog.changes.details.type', 'Type'),
      description: <ChangeTypeBadge changeType={change.change_type} />,
    },
    {
      term: t('catalog.changes.details.severity', 'Severity'),
      description: change.severity ? <SeverityBadge severity={change.severity} /> : undefined,
    },
    { term: t('catalog.changes.details.summary', 'Summary'), description: change.summary || undefined },
    {
      term: isMerged(change)
        ? t('catalog.changes.details.lastSeen', 'Last seen')
        : t('catalog.changes.details.date', 'Date'),
      description: change.created_at ? <DateTime value={change.created_at} /> : undefined,
    },
    {
      term: t('catalog.changes.details.firstSeen', 'First seen'),
      description: isMerged(change) && change.first_observed ? <DateTime value={change.first_observed} /> : undefined,
    },
    {
      term: t('catalog.changes.details.count', 'Occurrences'),
      description: isMerged(change) ? String(change.count) : undefined,
    },
    { term: t('catalog.changes.details.source', 'Source'), description: change.source || undefined },
    {
      term: t('catalog.changes.details.createdBy', 'Created by'),
      description: author.kind === 'none' ? undefined : author.text,
    },
  ];
  return <DescriptionList items={items} layout="grid" />;
}

function ChangeContent({ change }: { change: ChangeDetail }) {
  const t = useT();
  const tabs: { id: string; label: string; body: React.ReactNode }[] = [];
  if (change.diff) {
    tabs.push(
      {
        id: 'split',
        label: t('catalog.changes.details.split', 'Side by side'),
        body: <DiffView diff={change.diff} layout="split" />,
      },
      {
        id: 'unified',
        label: t('catalog.changes.details.unified', 'Unified'),
        body: <DiffView diff={change.diff} layout="unified" />,
      },
    );
  }
  if (hasContent(change.patches)) {
    tabs.push({
      id: 'patch',
      label: t('catalog.changes.details.patch', 'Patch'),
      body: <Json>{json(change.patches)}</Json>,
    });
  }
  if (hasContent(change.details)) {
    tabs.push({
      id: 'details',
      label: t('catalog.changes.details.details', 'Details'),
      body: <Json>{json(change.details)}</Json>,
    });
  }
  if (tabs.length === 0)
    return <Muted>{t('catalog.changes.details.empty', 'This change carries no diff, patch or details.')}</Muted>;
  return (
    <Tabs>
      <TabList aria-label={t('catalog.changes.details.what', 'What changed')}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          {tab.body}
        </TabPanel>
      ))}
    </Tabs>
  );
}
