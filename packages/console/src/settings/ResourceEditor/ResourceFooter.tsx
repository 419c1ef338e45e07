import { useT } from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import { Muted } from '../shared/styles';
import type { SourceNote } from '../model/resourceKinds';

/** The footer note by the resource's source (operations §2.10); the edit controls are the editor's. */
export function ResourceFooter({ note, agentName }: { note: SourceNote; agentName?: string | undefined }) {
  const t = useT();
  const { router, routes } = useConsole();
  switch (note.kind) {
    case 'agent':
      return (
        <Muted>
          {t('resources.fromAgent', 'Synced from agent')}{' '}
          <router.Link to={routes.agents({ id: note.agentId })}>{agentName ?? note.agentId}</router.Link>
        </Muted>
      );
    case 'component':
      return (
        <Muted>
          <router.Link to={note.href}>{t('resources.linkedComponent', 'Linked to component')}</router.Link>
        </Muted>
      );
    case 'catalog':
      return (
        <Muted>
          <router.Link to={note.href}>{t('resources.linkedCatalog', 'Linked to catalog item')}</router.Link>
        </Muted>
      );
    case 'local-file':
      return <Muted>{t('resources.localFile', 'Linked to local file')}</Muted>;
    case 'crd':
      return (
        <Muted>
          <router.Link to={note.href}>{t('resources.linkedCrd', 'Linked to CRD')}</router.Link>
        </Muted>
      );
    default:
      return null;
  }
}
