import type { ComponentType } from 'react';
import type { DirectIntegration } from './AddIntegrationDialog';
import type { IntegrationType } from './integrationRows';
import { LoggingBackendForm } from './LoggingBackendForm';
import { ScraperForm } from './ScraperForm';
import { TopologyForm, type IntegrationFormProps } from './TopologyForm';

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
