import type { Key } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { Button, Tab, TabList, TabPanel, Tabs, useT, useToast } from '@mission-control/ui';
import { useCan, useConsole, useIsRestrictedMode, useSearchParams } from '../../provider/ConsoleProvider';
import { ScraperForm } from '../../settings/integrations/ScraperForm';
import { CatalogHeader } from '../CatalogHeader';
import { NEW_SCRAPER_ID } from '../area';
import { useRefreshScrapers, useRunScraper, useScrapers } from '../queries';
import { Root, Toolbar } from './CatalogScraper.styles';
import { ScraperJobs } from './ScraperJobs';

export interface CatalogScraperProps {
  /** The scraper's id, or {@link NEW_SCRAPER_ID}. */
  scraperId: string;
  className?: string;
}

/**
 * `/catalog/scrapers/{id}` (reference §1.6, operations §2.10): the Catalog Scraper form in a Spec tab and the
 * scraper's Job History, with Run now. Saving or deleting goes back to the scrapers' list.
 */
export function CatalogScraper({ scraperId, className }: CatalogScraperProps) {
  const t = useT();
  const toast = useToast();
  const { router, routes } = useConsole();
  const isNew = scraperId === NEW_SCRAPER_ID;
  const scrapers = useScrapers();
  const refresh = useRefreshScrapers();
  const runScraper = useRunScraper();
  const restricted = useIsRestrictedMode();
  const canWrite = useCan('config_scrapers', 'write');
  const [params, setParams] = useSearchParams();
  const tab = !isNew && params.get('tab') === 'jobs' ? 'jobs' : 'spec';
  const row = scrapers.data?.find((scraper) => scraper.id === scraperId);
  const name = isNew ? t('catalog.scraper.new', 'New scraper') : (row?.name ?? scraperId);
  const back = () => {
    void refresh();
    router.navigate(routes.catalogScrapers());
  };
  const selectTab = (key: Key) =>
    setParams(
      (previous) => {
        if (key === 'jobs') previous.set('tab', 'jobs');
        else previous.delete('tab');
        return previous;
      },
      { replace: true },
    );
  const run = () =>
    runScraper.mutate(scraperId, {
      onSuccess: (job) =>
        job.status === 'FAILED'
          ? toast.error(t('catalog.scrapers.runFailed', '{name} failed', { name }))
          : toast.success(
              t('catalog.scrapers.ran', '{name} scraped {count} items', { name, count: job.success_count ?? 0 }),
            ),
      onError: (error) => toast.error(errorMessageOf(error)),
    });
  return (
    <Root className={className}>
      <CatalogHeader current="scrapers" trail={name} />
      {!isNew && !restricted && canWrite ? (
        <Toolbar>
          <Button icon="play" isLoading={runScraper.isPending} onPress={run}>
            {t('catalog.scrapers.run', 'Run now')}
          </Button>
        </Toolbar>
      ) : null}
      <Tabs selectedKey={tab} onSelectionChange={selectTab}>
        <TabList aria-label={t('catalog.scraper.tabs', 'Scraper sections')}>
          <Tab id="spec">{t('catalog.scraper.spec', 'Spec')}</Tab>
          {!isNew ? <Tab id="jobs">{t('catalog.scraper.jobs', 'Job History')}</Tab> : null}
        </TabList>
        <TabPanel id="spec">
          <ScraperForm id={isNew ? undefined : scraperId} onDone={back} onCancel={back} />
        </TabPanel>
        {!isNew ? (
          <TabPanel id="jobs">
            <ScraperJobs scraperId={scraperId} />
          </TabPanel>
        ) : null}
      </Tabs>
    </Root>
  );
}
