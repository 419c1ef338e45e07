import { errorMessageOf, type ConfigAnalysis, type ConfigAnalysisItem } from '@mission-control/api';
import { DescriptionList, Dialog, Icon, InlineAlert, Skeleton, useT, type DescriptionItem } from '@mission-control/ui';
import { DateTime } from '../../../preferences/PreferredDate';
import { useConsole } from '../../../provider/ConsoleProvider';
import { CodeBlock } from '../../../shared/pageStyles';
import { SeverityBadge } from '../../changes/ChangeBadges';
import { StatusBadge } from '../InsightsTable/columns';
import { analysisTypeLabel } from '../model/insightsUrl';
import { useInsight } from '../queries';
import { Body, Message } from './InsightDetails.styles';

export interface InsightDetailsProps {
  /** The row the dialog opened from: shown at once while the whole finding loads. */
  insight: ConfigAnalysisItem;
  onClose: () => void;
}

/** One finding (reference §1.5's modal): its item, analyzer, type, severity, status, times, message and raw analysis. */
export function InsightDetails({ insight, onClose }: InsightDetailsProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const detail = useInsight(insight.id);
  const whole: ConfigAnalysisItem & Partial<ConfigAnalysis> = { ...insight, ...detail.data };
  const configId = whole.config?.id ?? whole.config_id;
  const items: DescriptionItem[] = [
    {
      term: t('catalog.insights.details.item', 'Catalog item'),
      description: configId ? (
        <router.Link to={routes.catalogItem(configId)}>{whole.config?.name || configId.slice(-12)}</router.Link>
      ) : undefined,
    },
    { term: t('catalog.insights.details.analyzer', 'Analyzer'), description: whole.analyzer },
    {
      term: t('catalog.insights.details.type', 'Type'),
      description: whole.analysis_type ? analysisTypeLabel(whole.analysis_type) : undefined,
    },
    {
      term: t('catalog.insights.details.severity', 'Severity'),
      description: whole.severity ? <SeverityBadge severity={whole.severity} /> : undefined,
    },
    { term: t('catalog.insights.details.status', 'Status'), description: <StatusBadge status={whole.status} /> },
    {
      term: t('catalog.insights.details.firstObserved', 'First observed'),
      description: whole.first_observed ? <DateTime value={whole.first_observed} /> : undefined,
    },
    {
      term: t('catalog.insights.details.lastObserved', 'Last observed'),
      description: whole.last_observed ? <DateTime value={whole.last_observed} /> : undefined,
    },
    { term: t('catalog.insights.details.source', 'Source'), description: whole.source || undefined },
  ];
  const analysis = whole.analysis;
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      size="large"
      title={
        <>
          <Icon name={whole.analysis_type || 'info'} size="sm" /> {whole.analyzer}
        </>
      }
    >
      <Body>
        <DescriptionList items={items} layout="grid" />
        {/* Plain text: a message is data from a document, never markup. */}
        {whole.message || whole.summary ? <Message>{whole.message || whole.summary}</Message> : null}
        {detail.isPending ? (
          <Skeleton lines={4} label={t('catalog.insights.details.loading', 'Loading the insight')} />
        ) : detail.isError ? (
          <InlineAlert tone="danger">{errorMessageOf(detail.error)}</InlineAlert>
        ) : analysis !== undefined && analysis !== null ? (
          <section aria-label={t('catalog.insights.details.analysis', 'Analysis')}>
            <CodeBlock>{JSON.stringify(analysis, null, 2)}</CodeBlock>
          </section>
        ) : null}
      </Body>
    </Dialog>
  );
}
