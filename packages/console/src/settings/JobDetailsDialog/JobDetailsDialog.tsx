import type { JobHistory } from '@mission-control/api';
import { Dialog, Tab, TabList, TabPanel, Tabs, useT } from '@mission-control/ui';
import { Code, Muted } from '../shared/styles';

export interface JobDetailsDialogProps {
  job: JobHistory | null;
  onClose: () => void;
}

const hasData = (value: unknown): boolean => {
  if (value == null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
};

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** Errors as the backend stores them: one string, a list, or a map of item → error (operations §2.7). */
export function JobErrors({ errors }: { errors: unknown }) {
  if (typeof errors === 'string') return <Code>{errors}</Code>;
  if (Array.isArray(errors)) {
    return (
      <ul aria-label="Errors">
        {errors.map((error, index) => (
          <li key={index}>
            <Code>{text(error)}</Code>
          </li>
        ))}
      </ul>
    );
  }
  if (errors && typeof errors === 'object') {
    return (
      <dl aria-label="Errors">
        {Object.entries(errors).map(([key, error]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>
              <Code>{text(error)}</Code>
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return null;
}

/**
 * 'Details for job {name}': tabs Errors, Scrape Summary and Reconcile Summary,
 * each only when the job has that data.
 */
export function JobDetailsDialog({ job, onClose }: JobDetailsDialogProps) {
  const t = useT();
  const details = job?.details ?? {};
  const tabs = [
    { id: 'errors', label: t('jobs.details.errors', 'Errors'), value: details.errors },
    { id: 'scrape', label: t('jobs.details.scrape', 'Scrape Summary'), value: details.scrape_summary },
    { id: 'reconcile', label: t('jobs.details.reconcile', 'Reconcile Summary'), value: details.summary },
  ].filter((tab) => hasData(tab.value));
  return (
    <Dialog
      isOpen={job !== null}
      onOpenChange={(open) => !open && onClose()}
      size="large"
      title={t('jobs.details.title', 'Details for job {name}', { name: job?.name ?? '' })}
    >
      {tabs.length === 0 ? (
        <Muted>{t('jobs.details.none', 'No details found')}</Muted>
      ) : (
        <Tabs>
          <TabList aria-label={t('jobs.details.tabs', 'Job details')}>
            {tabs.map((tab) => (
              <Tab key={tab.id} id={tab.id}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
          {tabs.map((tab) => (
            <TabPanel key={tab.id} id={tab.id}>
              {tab.id === 'errors' ? <JobErrors errors={tab.value} /> : <Code>{text(tab.value)}</Code>}
            </TabPanel>
          ))}
        </Tabs>
      )}
    </Dialog>
  );
}
