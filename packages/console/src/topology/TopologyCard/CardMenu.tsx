import { useState } from 'react';
import type { Playbook } from '@mission-control/api';
import { Button, Dialog, EmptyState, Icon, Menu, Skeleton, TextField, useT, useToast } from '@mission-control/ui';
import type { MenuItemSpec } from '@mission-control/ui';
import { useCatalogItems } from '../../catalog/queries';
import { LinkToIncidentModal, useCanAttachEvidence } from '../../incidents';
import { silenceHref, useCanSilence } from '../../notifications/SilenceAction';
import { PlaybookRunDialog } from '../../playbooks/PlaybookRunDialog';
import { usePlaybooks } from '../../playbooks/queries';
import { useCan, useConsole, useIsRestrictedMode } from '../../provider/ConsoleProvider';
import { displayName, type ComponentNode } from '../model/components';
import { useLinkToCatalog, useRunTopology } from '../queries';

type Open = 'incident' | 'catalog' | 'playbooks' | null;

/** Where View Logs leads: the logs page with the component's log selectors (reference §4.1), for `routes.logs`. */
export function logsParams(component: ComponentNode): Record<string, string> {
  return { topologyId: component.id, type: component.type ?? '' };
}

/**
 * The card's actions (reference §2.1): View Logs where the component has log selectors, Zoom In,
 * Link to Incident, Link to catalog and Playbooks; each write offered only to who may make it.
 */
export function CardMenu({ component }: { component: ComponentNode }) {
  const t = useT();
  const { router, routes } = useConsole();
  const restricted = useIsRestrictedMode();
  const canAttach = useCanAttachEvidence();
  const canLink = useCan('topologies', 'write') && !restricted;
  const canRun = useCan('playbook_runs', 'write') && !restricted;
  const canSilence = useCanSilence();
  const [open, setOpen] = useState<Open>(null);
  const name = displayName(component);
  const toast = useToast();
  // Run now is offered on a topology's root (the component a run writes first), to who may save the topology.
  const topologyId = !component.parent_id ? component.topology_id : undefined;
  const run = useRunTopology(topologyId ?? '', {
    onSuccess: (job) => {
      if (job.status === 'FAILED')
        toast.error(
          t('topology.run.failed', 'The run of {name} failed: {reason}', {
            name,
            reason: runErrors(job.details?.errors),
          }),
        );
      else toast.success(t('topology.run.done', '{name} ran: {status}', { name, status: job.status ?? 'done' }));
    },
  });

  const items: MenuItemSpec[] = [];
  if ((component.logs?.length ?? 0) > 0)
    items.push({ id: 'logs', label: t('topology.menu.logs', 'View Logs'), icon: <Icon name="search" size="sm" /> });
  items.push({ id: 'zoom', label: t('topology.menu.zoomIn', 'Zoom In'), icon: <Icon name="expand" size="sm" /> });
  if (canAttach)
    items.push({
      id: 'incident',
      label: t('topology.menu.incident', 'Link to Incident'),
      icon: <Icon name="link" size="sm" />,
    });
  if (canLink)
    items.push({
      id: 'catalog',
      label: t('topology.menu.catalog', 'Link to catalog'),
      icon: <Icon name="folder" size="sm" />,
    });
  if (canLink && topologyId)
    items.push({
      id: 'run',
      label: run.isPending ? t('topology.menu.running', 'Running…') : t('topology.menu.run', 'Run now'),
      icon: <Icon name="refresh" size="sm" />,
      isDisabled: run.isPending,
    });
  if (canSilence)
    items.push({ id: 'silence', label: t('topology.menu.silence', 'Silence'), icon: <Icon name="pause" size="sm" /> });
  if (canRun)
    items.push({
      id: 'playbooks',
      label: t('topology.menu.playbooks', 'Playbooks'),
      icon: <Icon name="play" size="sm" />,
    });

  return (
    <>
      <Menu
        label={<Icon name="more" size="sm" />}
        aria-label={t('topology.menu.label', 'Actions for {name}', { name })}
        triggerVariant="ghost"
        placement="bottom end"
        items={items}
        onAction={(id) => {
          if (id === 'logs') router.navigate(routes.logs(logsParams(component)));
          else if (id === 'zoom') router.navigate(routes.component(component.id));
          else if (id === 'run') run.mutate();
          else if (id === 'silence')
            router.navigate(silenceHref(routes, { kind: 'component', id: component.id, name }));
          else setOpen(id as Open);
        }}
      />
      {open === 'incident' ? (
        <LinkToIncidentModal
          isOpen
          onOpenChange={(isOpen) => !isOpen && setOpen(null)}
          target={{ component_id: component.id }}
          type="topology"
          evidence={{ name }}
        />
      ) : null}
      {open === 'catalog' ? <LinkToCatalogDialog component={component} onClose={() => setOpen(null)} /> : null}
      {open === 'playbooks' ? <PlaybooksDialog component={component} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/** A failed run's `details.errors` (a sentence, a list or a map) as one line. */
function runErrors(errors: unknown): string {
  if (typeof errors === 'string') return errors;
  if (Array.isArray(errors)) return errors.map(String).join('; ');
  if (errors && typeof errors === 'object') return Object.values(errors).map(String).join('; ');
  return 'no reason given';
}

const SEARCH_PAGE = 10;

/** Link to catalog: search the catalog by name and link one item to the component by hand. */
function LinkToCatalogDialog({ component, onClose }: { component: ComponentNode; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const name = displayName(component);
  const items = useCatalogItems({ search, pageIndex: 0, pageSize: SEARCH_PAGE }, search.trim().length > 0);
  const link = useLinkToCatalog(component.id, {
    onSuccess: () => {
      toast.success(t('topology.catalog.linked', 'Linked to {name}', { name }));
      onClose();
    },
  });
  const rows = items.data?.data ?? [];
  return (
    <Dialog
      title={t('topology.catalog.title', 'Link {name} to a catalog item', { name })}
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
    >
      <TextField
        type="search"
        label={t('topology.catalog.search', 'Search the catalog')}
        value={search}
        onChange={setSearch}
        autoFocus
      />
      {search.trim() === '' ? null : items.isPending ? (
        <Skeleton lines={3} label={t('topology.catalog.loading', 'Searching the catalog')} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('topology.catalog.none', 'No catalog items match {search}', { search })} />
      ) : (
        <ul aria-label={t('topology.catalog.results', 'Catalog items')} style={{ listStyle: 'none', padding: 0 }}>
          {rows.map((row) => (
            <li key={row.id}>
              <Button variant="ghost" isDisabled={link.isPending} onPress={() => link.mutate(row.id)}>
                {t('topology.catalog.link', 'Link {item} ({type})', { item: row.name ?? row.id, type: row.type ?? '' })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

/** Playbooks: those that apply to the component, read when asked for (not once per card on the page). */
function PlaybooksDialog({ component, onClose }: { component: ComponentNode; onClose: () => void }) {
  const t = useT();
  const name = displayName(component);
  const { data: playbooks, isPending } = usePlaybooks({ component_id: component.id });
  const [chosen, setChosen] = useState<Playbook | null>(null);
  if (chosen)
    return (
      <PlaybookRunDialog
        playbook={chosen}
        target={{ component_id: component.id }}
        isOpen
        onOpenChange={(isOpen) => !isOpen && onClose()}
      />
    );
  return (
    <Dialog
      title={t('topology.playbooks.title', 'Playbooks for {name}', { name })}
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
    >
      {isPending ? (
        <Skeleton lines={3} label={t('topology.playbooks.loading', 'Loading playbooks')} />
      ) : (playbooks ?? []).length === 0 ? (
        <EmptyState title={t('topology.playbooks.none', 'No playbooks apply to {name}', { name })} />
      ) : (
        <ul aria-label={t('topology.playbooks.list', 'Playbooks')} style={{ listStyle: 'none', padding: 0 }}>
          {(playbooks ?? []).map((playbook) => (
            <li key={playbook.id}>
              <Button variant="ghost" onPress={() => setChosen(playbook)}>
                <Icon name={playbook.icon || 'play'} size="sm" />
                {playbook.title?.trim() || playbook.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
