import type { ApplicationReport } from '@mission-control/api';
import { useT } from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import { ViewContent } from '../../views';
import { Empty } from './report.styles';
import { Section } from './sections';

/**
 * The spec's custom sections: each embeds its view (the views area's ViewContent: variables, panels, table), with
 * a link to the view's own page. Each view keeps its URL state under its own prefix, so two sections never share a
 * variable or a page.
 */
export function ViewSections({ report }: { report: ApplicationReport }) {
  const t = useT();
  const { router, routes } = useConsole();
  return (
    <>
      {report.sections.map((section, index) => {
        const name = `${section.viewRef.namespace}/${section.viewRef.name}`;
        return (
          <Section key={name} title={section.title}>
            {section.viewId ? (
              <>
                <router.Link to={routes.view(section.viewId)}>
                  {t('applications.sections.open', 'Open the view {name}', { name })}
                </router.Link>
                <ViewContent viewId={section.viewId} paramPrefix={`s${index}.`} headingLevel={3} />
              </>
            ) : (
              <Empty>{t('applications.sections.missing', 'The view {name} does not exist', { name })}</Empty>
            )}
          </Section>
        );
      })}
    </>
  );
}
