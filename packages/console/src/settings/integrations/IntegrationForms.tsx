import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton, useT } from '@mission-control/ui';
import type { DirectIntegration } from './AddIntegrationDialog/AddIntegrationDialog';
import type { IntegrationType } from './model/integrationRows';
import type { IntegrationFormProps } from './TopologyForm/TopologyForm';

/**
 * Each integration form loads when it is opened: the scraper form (with its per-type fields and spec
 * editor), the topology form and the log backend form are not in the console entry, so a host showing
 * the integrations list, or only the health dashboard, does not pay for them.
 */
function onDemand(load: () => Promise<ComponentType<IntegrationFormProps>>): ComponentType<IntegrationFormProps> {
  const Part = lazy(() => load().then((Form) => ({ default: Form })));
  return function IntegrationForm(props: IntegrationFormProps) {
    const t = useT();
    return (
      <Suspense fallback={<Skeleton lines={6} label={t('integrations.loadingForm', 'Loading the form')} />}>
        <Part {...props} />
      </Suspense>
    );
  };
}

const TopologyForm = onDemand(() => import('./TopologyForm/TopologyForm').then((module) => module.TopologyForm));
const ScraperForm = onDemand(() => import('./ScraperForm').then((module) => module.ScraperForm));
const LoggingBackendForm = onDemand(() =>
  import('./LoggingBackendForm/LoggingBackendForm').then((module) => module.LoggingBackendForm),
);

/** The form of each direct tile of the Add Integration dialog. */
export const DIRECT_FORMS: Record<DirectIntegration, ComponentType<IntegrationFormProps>> = {
  topology: TopologyForm,
  scraper: ScraperForm,
  logging_backend: LoggingBackendForm,
};

/** The form of each integration type of the list (`/settings/integrations/{type}/{id}`). */
export const EDIT_FORMS: Record<IntegrationType, ComponentType<IntegrationFormProps>> = {
  topologies: TopologyForm,
  scrapers: ScraperForm,
  logging_backends: LoggingBackendForm,
};

export const INTEGRATION_LABELS: Record<IntegrationType, string> = {
  topologies: 'Topology',
  scrapers: 'Catalog Scraper',
  logging_backends: 'Log Backend',
};
