import { useEffect, useState, type ReactNode } from 'react';
import {
  Button,
  ConfirmDialog,
  Select,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  useT,
  useToast,
} from '@mission-control/ui';
import { useCan, useConsole } from '../../provider/ConsoleProvider';
import { UNAUTHORIZED_MESSAGE } from '../shared/messages';
import { Fields, Heading, Muted, Page, Row, SpecProblems, Toolbar } from '../shared/styles';
import { ResourceFooter } from './ResourceFooter';
import { ResourceJobs } from './ResourceJobs';
import { parseYaml, resourceKind, sourceNote } from '../model/resourceKinds';
import { draftOf, resourceBody, type ResourceDraft } from '../model/resources';
import { useDeleteResource, useResource, useSaveResource } from '../queries';
import { YamlField } from './YamlField';

/** Schedule choices of the editor and integration forms (operations §9). */
export const EDITOR_SCHEDULES = [
  '@every 30s',
  '@every 1m',
  '@every 5m',
  '@every 30m',
  '@hourly',
  '@every 6h',
  '@daily',
  '@weekly',
] as const;

export const DELETE_CONFIRM = 'Are you sure you want to delete this resource?';

export interface ResourceEditorProps {
  /** Settings segment or table (teams, rules, config_scrapers, topologies, canaries, logging_backends). */
  table: string;
  /** Omit for a new resource. */
  id?: string;
  /** The team Members tab content (the access area's members panel); the tab shows only for teams. */
  members?: (teamId: string, teamName: string) => ReactNode;
  /** The tab shown first (e.g. `members` from the old `/settings/teams/{id}/members` link). @default 'spec' */
  tab?: 'spec' | 'members' | 'jobs';
  /** Called after save (with the id), delete, Back or Cancel. */
  onDone?: (id?: string) => void;
}

/**
 * The generic resource editor (operations §2.10): tabs Spec, Members (teams)
 * and Job History; the footer by source; Save/Update ('Saving'/'Updating'),
 * Back, Cancel, Delete with confirmation. Invalid YAML is reported and the
 * previous value kept.
 */
export function ResourceEditor({ table, id, members, tab = 'spec', onDone }: ResourceEditorProps) {
  const t = useT();
  const toast = useToast();
  const { routes } = useConsole();
  const kind = resourceKind(table);
  const tableName = kind?.table ?? table;
  const canRead = useCan(kind?.area ?? tableName, 'read');
  const canWrite = useCan(kind?.area ?? tableName, 'write');
  const existing = useResource(tableName, id, canRead);
  const row = existing.data ?? undefined;
  const [draft, setDraft] = useState<ResourceDraft>(() => draftOf(undefined, kind?.defaults));
  const [yamlErrors, setYamlErrors] = useState<{ labels?: string; spec?: string }>({});
  const [submitted, setSubmitted] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  useEffect(() => {
    if (row) setDraft(draftOf(row, kind?.defaults));
  }, [row, kind?.defaults]);

  const save = useSaveResource(tableName, id, (saved) => onDone?.(saved.id));
  const deleted = useDeleteResource(tableName, () => {
    toast.success(t('resource.deleted', '{name} deleted successfully', { name: row?.name ?? draft.name }));
    onDone?.();
  });
  // The confirmation waits for the delete; a refusal has toasted already, so it only closes.
  const remove = () =>
    deleted.mutateAsync(id!).then(
      () => undefined,
      () => undefined,
    );

  if (!kind) return <p role="alert">{t('resources.unknown', 'Unknown resource {table}', { table })}</p>;
  if (!canRead) return <p role="alert">{t('unauthorized', UNAUTHORIZED_MESSAGE)}</p>;
  if (id && existing.isPending) return <Muted>{t('loading', 'Loading…')}</Muted>;
  if (id && existing.isSuccess && !row) return <p role="alert">{t('resources.notFound', 'No details found')}</p>;

  const note = sourceNote(row ?? { source: kind.defaults?.source }, routes);
  const agentName = (row?.agent_details as { name?: string } | null | undefined)?.name;
  const editable = note.kind === 'edit' && canWrite;
  const nameError = submitted && !draft.name.trim() ? t('form.required', 'This field is required') : undefined;
  // The bundled schema's messages (views), shown while the spec is typed; a spec that breaks it is not sent.
  const specProblems = editable && kind.specProblems && !yamlErrors.spec ? kind.specProblems(draft.spec) : [];
  const invalid = Boolean(nameError) || !draft.name.trim() || specProblems.length > 0;

  const setYaml = (field: 'labels' | 'spec', text: string) =>
    setDraft((previous) => {
      const parsed = parseYaml(text, previous[field]);
      setYamlErrors((errors) => ({ ...errors, [field]: parsed.error }));
      return { ...previous, [`${field}Text`]: text, [field]: parsed.value };
    });

  const spec = (
    <Fields>
      <TextField
        label={t('resources.name', 'Name')}
        isRequired
        isReadOnly={!editable}
        value={draft.name}
        onChange={(name) => setDraft((previous) => ({ ...previous, name }))}
        isInvalid={Boolean(nameError)}
        errorMessage={nameError}
      />
      {kind.fields.includes('namespace') ? (
        <TextField
          label={t('resources.namespace', 'Namespace')}
          placeholder="default"
          isReadOnly={!editable}
          value={draft.namespace}
          onChange={(namespace) => setDraft((previous) => ({ ...previous, namespace }))}
        />
      ) : null}
      {kind.fields.includes('icon') ? (
        <TextField
          label={t('resources.icon', 'Icon')}
          isReadOnly={!editable}
          value={draft.icon}
          onChange={(icon) => setDraft((previous) => ({ ...previous, icon }))}
        />
      ) : null}
      {kind.fields.includes('schedule') ? (
        <Select
          label={t('resources.schedule', 'Schedule')}
          isDisabled={!editable}
          options={EDITOR_SCHEDULES.map((schedule) => ({ id: schedule, label: schedule }))}
          value={draft.schedule || null}
          onChange={(value) => setDraft((previous) => ({ ...previous, schedule: value == null ? '' : String(value) }))}
        />
      ) : null}
      {kind.fields.includes('labels') ? (
        <YamlField
          label={t('resources.labels', 'Labels')}
          size="very-small"
          readOnly={!editable}
          value={draft.labelsText}
          onChange={(text) => setYaml('labels', text)}
          error={yamlErrors.labels}
        />
      ) : null}
      <YamlField
        label={t('resources.spec', 'Spec')}
        size="large"
        readOnly={!editable}
        value={draft.specText}
        onChange={(text) => setYaml('spec', text)}
        error={yamlErrors.spec}
      />
      {specProblems.length ? (
        <SpecProblems aria-label={t('resources.specProblems', 'Spec problems')}>
          {specProblems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </SpecProblems>
      ) : null}
    </Fields>
  );

  return (
    <Page aria-label={`${kind.singular} ${row?.name ?? ''}`.trim()}>
      <Toolbar>
        <Heading>{row?.name ?? t('resources.newTitle', 'New {kind}', { kind: kind.singular })}</Heading>
        <Button variant="secondary" onPress={() => onDone?.()}>
          {t('action.back', 'Back')}
        </Button>
      </Toolbar>
      <Tabs defaultSelectedKey={!id || (tab === 'members' && kind.table !== 'teams') ? 'spec' : tab}>
        <TabList aria-label={t('resources.tabs', '{kind} sections', { kind: kind.singular })}>
          <Tab id="spec">{t('resources.tab.spec', 'Spec')}</Tab>
          {kind.table === 'teams' && id ? <Tab id="members">{t('resources.tab.members', 'Members')}</Tab> : null}
          {id ? <Tab id="jobs">{t('resources.tab.jobs', 'Job History')}</Tab> : null}
        </TabList>
        <TabPanel id="spec">{spec}</TabPanel>
        {kind.table === 'teams' && id ? (
          <TabPanel id="members">
            {members ? (
              members(id, row?.name ?? '')
            ) : (
              <Muted>{t('resources.membersMissing', 'Members are not available here.')}</Muted>
            )}
          </TabPanel>
        ) : null}
        {id ? (
          <TabPanel id="jobs">
            <ResourceJobs table={tableName} resourceId={id} />
          </TabPanel>
        ) : null}
      </Tabs>
      <Row>
        <ResourceFooter note={note} agentName={agentName} />
        <span style={{ flex: 1 }} />
        {editable ? (
          <>
            {id ? (
              <Button variant="danger" onPress={() => setConfirmDelete(true)}>
                {t('action.delete', 'Delete')}
              </Button>
            ) : null}
            <Button variant="secondary" onPress={() => onDone?.()}>
              {t('action.cancel', 'Cancel')}
            </Button>
            <Button
              variant="primary"
              isDisabled={save.isPending || (submitted && invalid)}
              onPress={() => {
                setSubmitted(true);
                if (!invalid) save.mutate(resourceBody(kind, draft, !id));
              }}
            >
              {save.isPending
                ? id
                  ? t('action.updating', 'Updating')
                  : t('action.saving', 'Saving')
                : id
                  ? t('action.update', 'Update')
                  : t('action.save', 'Save')}
            </Button>
          </>
        ) : null}
      </Row>
      <ConfirmDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('resource.deleteTitle', 'Delete')}
        message={t('resource.deleteConfirm', DELETE_CONFIRM)}
        confirmLabel={t('action.delete', 'Delete')}
        variant="danger"
        onConfirm={remove}
      />
    </Page>
  );
}
