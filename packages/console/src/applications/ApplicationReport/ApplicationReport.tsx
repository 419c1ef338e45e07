import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ApiError, ERROR_MESSAGES, messageFromBody, type ApplicationReport as Report } from '@mission-control/api';
import { Button, InlineAlert, useT } from '@mission-control/ui';
import { useSearchParams } from '../../provider/ConsoleProvider';
import { useApplicationReport } from '../queries';
import { Actions, Header, Page } from '../styles';
import { PrintStyles, PrintSheet, PrintToolbar } from './print';
import { Sections } from './report.styles';
import {
  AccessSection,
  BackupsSection,
  DetailsSection,
  FindingsSection,
  LocationsSection,
  RestoresSection,
} from './sections';
import { ViewSections } from './ViewSections';

export interface ApplicationReportPageProps {
  namespace: string;
  name: string;
  className?: string;
}

export const LOADING_TEXT = 'Loading audit report...';
export const NO_ADDRESS_TEXT = 'No namespace or name provided';
export const FETCH_FAILED_TEXT = 'Failed to fetch audit data';
export const PDF_FAILED_TEXT = 'Failed to generate PDF. Please try again.';

/** Upstream's texts: the server's `error` when it sent one, else its generic failure. */
function reportError(error: unknown): string {
  if (error instanceof ApiError && error.body !== undefined) {
    const message = messageFromBody(error.body);
    if (message !== ERROR_MESSAGES.generic) return message;
  }
  return FETCH_FAILED_TEXT;
}

function ReportBody({ report }: { report: Report }) {
  return (
    <Sections>
      <DetailsSection report={report} />
      <AccessSection report={report} />
      <FindingsSection report={report} />
      <LocationsSection report={report} />
      <BackupsSection report={report} />
      <RestoresSection report={report} />
      <ViewSections report={report} />
    </Sections>
  );
}

/**
 * Export PDF is the browser's own print to PDF of the print layout (`?print=true`): the layout opens with
 * `export=pdf`, and once the report is shown it calls `window.print()`, whose destination "Save as PDF" writes the
 * file. No third party is involved and the PDF has real text. A browser without printing gets upstream's sentence.
 */
function usePrintOnce(ready: boolean, requested: boolean, done: () => void, failed: () => void) {
  useEffect(() => {
    if (!ready || !requested) return;
    done();
    // After this render has painted the report; not cancelled when `done` changes the address, or it never runs.
    setTimeout(() => {
      try {
        if (typeof window.print !== 'function') throw new Error('printing is not available');
        window.print();
      } catch {
        failed();
      }
    }, 50);
    // done/failed are state setters' wrappers; the effect runs once per request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, requested]);
}

/**
 * `/applications/{namespace}/{name}` (reference §4.3): the audit report built by the server from the catalog, with
 * Print view and Export PDF. `?print=true` shows the print layout: the report alone on a white sheet above the
 * console's shell, and in print only the sheet.
 */
export function ApplicationReportPage({ namespace, name, className }: ApplicationReportPageProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const print = params.get('print') === 'true';
  const report = useApplicationReport(namespace, name);
  const [pdfError, setPdfError] = useState(false);
  const setParam = (key: string, value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === null) next.delete(key);
      else next.set(key, value);
      return next;
    });
  usePrintOnce(
    print && !!report.data,
    params.get('export') === 'pdf',
    () => setParam('export', null),
    () => setPdfError(true),
  );
  const exportPdf = () => {
    setPdfError(false);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('print', 'true');
        next.set('export', 'pdf');
        return next;
      },
      { replace: false },
    );
  };

  let body;
  if (!namespace || !name)
    body = <InlineAlert tone="danger">{t('applications.report.noAddress', NO_ADDRESS_TEXT)}</InlineAlert>;
  else if (report.isPending) body = <p role="status">{t('applications.report.loading', LOADING_TEXT)}</p>;
  else if (report.isError) body = <InlineAlert tone="danger">{reportError(report.error)}</InlineAlert>;
  else body = <ReportBody report={report.data} />;

  const title = report.data?.name ?? name;
  const pdfAlert = pdfError ? (
    <InlineAlert tone="danger">{t('applications.report.pdfFailed', PDF_FAILED_TEXT)}</InlineAlert>
  ) : null;

  if (print) {
    return createPortal(
      <PrintSheet
        data-application-print=""
        aria-label={t('applications.report.printLabel', 'Audit report {name}', { name: title })}
      >
        <PrintStyles />
        <PrintToolbar>
          <Button onPress={() => setParam('print', null)}>{t('applications.report.back', 'Back to the report')}</Button>
          <Button variant="primary" icon="download" onPress={exportPdf}>
            {t('applications.report.exportPdf', 'Export PDF')}
          </Button>
        </PrintToolbar>
        {pdfAlert}
        <h1>{t('applications.report.heading', '{name} audit report', { name: title })}</h1>
        <p>
          {namespace}/{name} · {t('applications.report.generated', 'Generated')}{' '}
          {new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC
        </p>
        {body}
      </PrintSheet>,
      document.body,
    );
  }

  return (
    <Page className={className}>
      <Header>
        <h1>{title}</h1>
        <Actions>
          <Button onPress={() => setParam('print', 'true')}>{t('applications.report.print', 'Print view')}</Button>
          <Button variant="primary" icon="download" onPress={exportPdf}>
            {t('applications.report.exportPdf', 'Export PDF')}
          </Button>
        </Actions>
      </Header>
      {pdfAlert}
      {body}
    </Page>
  );
}
