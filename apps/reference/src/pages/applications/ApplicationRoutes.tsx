import { useParams } from 'react-router';
import { ApplicationReportPage, ApplicationsPage, consolePage, useShellTitle } from '@mission-control/console';

/** `/applications`: the applications list. */
export function ApplicationsRoute() {
  useShellTitle(consolePage('applications').title);
  return <ApplicationsPage />;
}

/** `/applications/:namespace/:name`: the audit report (`?print=true` its print layout). */
export function ApplicationReportRoute() {
  const { namespace = '', name = '' } = useParams();
  useShellTitle(name || consolePage('application').title);
  return <ApplicationReportPage key={`${namespace}/${name}`} namespace={namespace} name={name} />;
}
