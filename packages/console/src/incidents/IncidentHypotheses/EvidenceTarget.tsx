import { useT } from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import type { SummaryEvidence } from '../model/summary';

/** What one evidence points at, as a link to it: a check, a catalog item, a change (its item's Changes tab) or a component. */
export function EvidenceTarget({ evidence }: { evidence: SummaryEvidence }) {
  const t = useT();
  const { router, routes } = useConsole();
  if (evidence.check_id) {
    return (
      <router.Link to={routes.check(evidence.check_id)}>
        {t('incidents.summary.evidenceCheck', 'Check {name}', { name: evidence.checks?.name || evidence.check_id })}
      </router.Link>
    );
  }
  if (evidence.config_change_id) {
    const change = evidence.config_changes;
    const configId = change?.config_id ?? evidence.config_id;
    const text = t('incidents.summary.evidenceChange', 'Change {name}', {
      name: change?.summary || change?.change_type || evidence.config_change_id,
    });
    // A change has no page of its own: it is listed on its catalog item's Changes tab.
    return configId ? (
      <router.Link to={`${routes.catalogItem(configId)}?tab=changes`}>{text}</router.Link>
    ) : (
      <span>{text}</span>
    );
  }
  if (evidence.config_id) {
    return (
      <router.Link to={routes.catalogItem(evidence.config_id)}>
        {t('incidents.summary.evidenceConfig', 'Catalog item {name}', {
          name: evidence.config_items?.name || evidence.config_id,
        })}
      </router.Link>
    );
  }
  if (evidence.component_id) {
    return (
      <router.Link to={routes.component(evidence.component_id)}>
        {t('incidents.summary.evidenceComponent', 'Component {name}', {
          name: evidence.components?.name || evidence.component_id,
        })}
      </router.Link>
    );
  }
  if (evidence.config_analysis_id) {
    return (
      <span>
        {t('incidents.summary.evidenceAnalysis', 'Config analysis {id}', { id: evidence.config_analysis_id })}
      </span>
    );
  }
  return null;
}
