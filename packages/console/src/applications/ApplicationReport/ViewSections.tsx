import type { ApplicationReport } from '@mission-control/api';
import { useT } from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import { Empty } from './report.styles';
import { Section } from './sections';

/**
 * The spec's custom sections: each embeds a view by namespace/name. Until the views area's ViewContent is wired
 * in, a section links to its view's page.
 */
export function ViewSections({ report }: { report: ApplicationReport }) {
  const t = useT();
  const { router } = useConsole();
  return (
    <>
      {report.sections.map((section) => (
        <Section key={`${section.viewRef.namespace}/${section.viewRef.name}`} title={section.title}>
          {section.viewId ? (
            <router.Link to={`/views/${encodeURIComponent(section.viewId)}`}>
              {t('applications.sections.open', 'Open the view {name}', {
                name: `${section.viewRef.namespace}/${section.viewRef.name}`,
              })}
            </router.Link>
          ) : (
            <Empty>
              {t('applications.sections.missing', 'The view {name} does not exist', {
                name: `${section.viewRef.namespace}/${section.viewRef.name}`,
              })}
            </Empty>
          )}
        </Section>
      ))}
    </>
  );
}
