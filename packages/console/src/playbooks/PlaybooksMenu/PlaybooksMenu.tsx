import { useState } from 'react';
import type { Playbook } from '@mission-control/api';
import { Icon, Menu, useT, type MenuItemSpec } from '@mission-control/ui';
import { useCan, useIsRestrictedMode } from '../../provider/ConsoleProvider';
import { PlaybookRunDialog } from '../PlaybookRunDialog';
import { usePlaybooks } from '../queries';

export interface PlaybooksMenuProps {
  checkId?: string;
  componentId?: string;
  configId?: string;
}

function playbookLabel(playbook: Playbook): string {
  return playbook.title?.trim() || playbook.name;
}

/**
 * The 'Playbooks' dropdown of a check, component or catalog item (operations
 * §2.8): the playbooks that apply to it; choosing one opens the run dialog.
 * Renders nothing without write access to playbook_runs, in demo and embedded
 * modes, while loading, on a failed list and when no playbook applies.
 */
export function PlaybooksMenu({ checkId, componentId, configId }: PlaybooksMenuProps) {
  const t = useT();
  const canRun = useCan('playbook_runs', 'write');
  const restricted = useIsRestrictedMode();
  const target = { check_id: checkId, component_id: componentId, config_id: configId };
  const hasTarget = !!(checkId || componentId || configId);
  const enabled = canRun && !restricted && hasTarget;
  const { data: playbooks = [] } = usePlaybooks(target, { enabled });
  const [chosen, setChosen] = useState<Playbook | null>(null);

  if (!enabled) return null;
  const items: MenuItemSpec[] = playbooks.map((playbook) => ({
    id: playbook.id,
    label: playbookLabel(playbook),
    icon: <Icon name={playbook.icon || playbook.spec?.icon || 'play'} size="sm" />,
  }));

  return (
    <>
      {items.length > 0 ? (
        <Menu
          label={t('playbooks.menu', 'Playbooks')}
          items={items}
          placement="top start"
          onAction={(id) => setChosen(playbooks.find((playbook) => playbook.id === id) ?? null)}
        />
      ) : null}
      {chosen ? (
        <PlaybookRunDialog
          playbook={chosen}
          target={target}
          isOpen
          onOpenChange={(open) => {
            if (!open) setChosen(null);
          }}
        />
      ) : null}
    </>
  );
}
