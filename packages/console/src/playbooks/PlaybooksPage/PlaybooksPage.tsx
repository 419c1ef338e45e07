import { useMemo, useState } from 'react';
import { errorMessageOf } from '@mission-control/api';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Icon,
  InlineAlert,
  Select,
  Skeleton,
  TextField,
  useT,
} from '@mission-control/ui';
import { useCan, useConsole, useIsRestrictedMode, useSearchParams } from '../../provider/ConsoleProvider';
import { Heading, Page, Toolbar } from '../../shared/pageStyles';
import { categoryOf, groupPlaybooks, playbookLabel, type PlaybookRow } from '../model/lists';
import { PlaybookRunDialog } from '../PlaybookRunDialog';
import { useDeletePlaybook, usePlaybookRows } from '../queries';
import { Actions, Cards, CardTitle, Description, GroupHeading, Groups } from './PlaybooksPage.styles';

export interface PlaybooksPageProps {
  className?: string;
}

/** Only playbooks written in the console may be deleted here; those from a CRD or a file belong to their source. */
export const isOwnPlaybook = (playbook: PlaybookRow) => !playbook.source || playbook.source === 'UI';

/**
 * `/playbooks` (reference §5.2): the playbooks as cards grouped by category ("Other" when none), with the search and
 * the category in the URL. Run needs write access to playbook runs; New, Edit and Delete (soft) need write access to
 * playbooks (others get a read-only View spec).
 */
export function PlaybooksPage({ className }: PlaybooksPageProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const restricted = useIsRestrictedMode();
  const canRun = useCan('playbook_runs', 'write') && !restricted;
  const canWrite = useCan('playbooks', 'write') && !restricted;
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const category = params.get('category') ?? '';
  const rows = usePlaybookRows();
  const [running, setRunning] = useState<PlaybookRow | null>(null);
  const [deleting, setDeleting] = useState<PlaybookRow | null>(null);
  const remove = useDeletePlaybook();
  const categories = useMemo(
    () => [...new Set((rows.data ?? []).map(categoryOf))].sort((a, b) => a.localeCompare(b)),
    [rows.data],
  );
  const groups = useMemo(() => groupPlaybooks(rows.data ?? [], { search, category }), [rows.data, search, category]);
  const update = (name: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const Link = router.Link;
  return (
    <Page className={className} aria-labelledby="playbooks-heading">
      <Toolbar>
        <Heading id="playbooks-heading">{t('playbooks.list.title', 'Playbooks')}</Heading>
        <TextField
          type="search"
          label={t('playbooks.list.search', 'Search playbooks')}
          value={search}
          onChange={(value) => update('search', value)}
        />
        <Select
          label={t('playbooks.list.category', 'Category')}
          options={[
            { id: '', label: t('playbooks.list.allCategories', 'All categories') },
            ...categories.map((name) => ({ id: name, label: name })),
          ]}
          value={category}
          onChange={(value) => update('category', value ? String(value) : '')}
        />
        <Link to={routes.playbookRuns()}>{t('playbooks.list.allRuns', 'All runs')}</Link>
        {canWrite ? (
          <Button variant="primary" icon="plus" onPress={() => router.navigate(routes.playbookNew())}>
            {t('playbooks.list.new', 'New playbook')}
          </Button>
        ) : null}
      </Toolbar>
      {rows.isError ? <InlineAlert tone="danger">{errorMessageOf(rows.error)}</InlineAlert> : null}
      {rows.isPending ? <Skeleton lines={6} label={t('playbooks.list.loading', 'Loading playbooks')} /> : null}
      {rows.isSuccess && groups.length === 0 ? (
        <EmptyState
          title={
            rows.data.length === 0
              ? t('playbooks.list.none', 'No playbooks yet')
              : t('playbooks.list.noMatch', 'No playbooks match the search')
          }
        />
      ) : null}
      <Groups>
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={`playbooks-group-${slug(group.category)}`}>
            <GroupHeading id={`playbooks-group-${slug(group.category)}`}>{group.category}</GroupHeading>
            <Cards>
              {group.playbooks.map((playbook) => {
                const label = playbookLabel(playbook);
                return (
                  <li key={playbook.id}>
                    <Card
                      title={
                        <CardTitle>
                          <Icon name={playbook.icon || 'play'} />
                          {label}
                        </CardTitle>
                      }
                    >
                      {playbook.description ? <Description>{playbook.description}</Description> : null}
                      <Actions>
                        {canRun ? (
                          <Button
                            variant="primary"
                            icon="play"
                            aria-label={t('playbooks.list.run', 'Run {name}', { name: label })}
                            onPress={() => setRunning(playbook)}
                          >
                            {t('playbooks.list.runShort', 'Run')}
                          </Button>
                        ) : null}
                        <Link
                          to={routes.playbookRuns({ playbook: playbook.id })}
                          aria-label={t('playbooks.list.runs', 'Runs of {name}', { name: label })}
                        >
                          {t('playbooks.list.runsShort', 'Runs')}
                        </Link>
                        {/* Everyone may open the spec; the editor is read-only without write access or for CRD/file playbooks. */}
                        <Link
                          to={routes.playbookEdit(playbook.id)}
                          aria-label={
                            canWrite && isOwnPlaybook(playbook)
                              ? t('playbooks.list.edit', 'Edit {name}', { name: label })
                              : t('playbooks.list.view', 'View spec of {name}', { name: label })
                          }
                        >
                          {canWrite && isOwnPlaybook(playbook)
                            ? t('playbooks.list.editShort', 'Edit')
                            : t('playbooks.list.viewShort', 'View spec')}
                        </Link>
                        {canWrite && isOwnPlaybook(playbook) ? (
                          <Button
                            variant="danger"
                            icon="trash"
                            aria-label={t('playbooks.list.delete', 'Delete {name}', { name: label })}
                            onPress={() => setDeleting(playbook)}
                          >
                            {t('playbooks.list.deleteShort', 'Delete')}
                          </Button>
                        ) : null}
                      </Actions>
                    </Card>
                  </li>
                );
              })}
            </Cards>
          </section>
        ))}
      </Groups>
      {running ? (
        <PlaybookRunDialog
          playbook={{ ...running, title: running.title ?? '', spec: running.spec ?? {} }}
          target={{}}
          isOpen
          onOpenChange={(open) => (open ? undefined : setRunning(null))}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('playbooks.list.deleteTitle', 'Delete playbook')}
        message={t(
          'playbooks.list.deleteConfirm',
          'Are you sure you want to delete the playbook "{name}"? It can no longer be run.',
          { name: deleting ? playbookLabel(deleting) : '' },
        )}
        confirmLabel={t('playbooks.list.deleteShort', 'Delete')}
        variant="danger"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
      />
    </Page>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
