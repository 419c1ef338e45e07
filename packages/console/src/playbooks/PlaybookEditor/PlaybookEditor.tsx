import { useDeferredValue, useMemo, useState } from 'react';
import { errorMessageOf } from '@mission-control/api';
import {
  Button,
  CodeEditor,
  ConfirmDialog,
  InlineAlert,
  Skeleton,
  Text,
  TextField,
  useT,
  useToast,
  type CodeEditorMarker,
} from '@mission-control/ui';
import { useCan, useConsole, useIsRestrictedMode } from '../../provider/ConsoleProvider';
import { Heading, Page, Toolbar } from '../../shared/pageStyles';
import {
  nameFromTitle,
  NEW_PLAYBOOK_SPEC,
  parseSpecText,
  PLAYBOOK_NAME_PATTERN,
  playbookRow,
  specToText,
} from '../model/editorForm';
import { playbookLabel, type PlaybookRow } from '../model/lists';
import { useDeletePlaybook } from '../queries';
import { isOwnPlaybook } from '../PlaybooksPage/PlaybooksPage';
import { usePlaybook, useSavePlaybook } from './queries';
import { Actions, Form, NameRow, Problems, SpecField, SpecLabel } from './PlaybookEditor.styles';

/** The id `/playbooks/new` passes: a playbook not saved yet. */
export const NEW_PLAYBOOK_ID = 'new';

export interface PlaybookEditorProps {
  /** The playbook's id, or {@link NEW_PLAYBOOK_ID}. */
  playbookId: string;
  className?: string;
}

/**
 * `/playbooks/new` and `/playbooks/{id}/edit` (reference §5.2, upstream's spec editor modal as a page): Title, the
 * Name derived from it until edited, and the spec as YAML in Monaco, checked against the bundled playbook schema as
 * one types (its messages marked in the text and listed under it). Writers save and delete (soft); viewers and
 * playbooks from a CRD or a file see it read-only.
 */
export function PlaybookEditor({ playbookId, className }: PlaybookEditorProps) {
  const t = useT();
  const isNew = playbookId === NEW_PLAYBOOK_ID;
  const playbook = usePlaybook(playbookId, { enabled: !isNew });
  const title = isNew
    ? t('playbooks.editor.newTitle', 'New playbook')
    : t('playbooks.editor.editTitle', 'Edit playbook');
  if (!isNew && playbook.isPending) {
    return (
      <Page className={className} aria-label={title}>
        <Skeleton lines={8} label={t('playbooks.editor.loading', 'Loading playbook')} />
      </Page>
    );
  }
  if (!isNew && (playbook.isError || !playbook.data)) {
    return (
      <Page className={className} aria-label={title}>
        <InlineAlert tone="danger">
          {playbook.isError
            ? errorMessageOf(playbook.error)
            : t('playbooks.editor.notFound', 'There is no playbook {id}.', { id: playbookId })}
        </InlineAlert>
      </Page>
    );
  }
  return <EditorForm key={playbookId} className={className} heading={title} row={isNew ? null : playbook.data!} />;
}

function EditorForm({ row, heading, className }: { row: PlaybookRow | null; heading: string; className?: string }) {
  const t = useT();
  const toast = useToast();
  const { router, routes } = useConsole();
  const restricted = useIsRestrictedMode();
  const canWrite = useCan('playbooks', 'write') && !restricted;
  const foreign = row !== null && !isOwnPlaybook(row);
  const readOnly = !canWrite || foreign;
  const [title, setTitle] = useState(row?.title ?? '');
  const [name, setName] = useState(row?.name ?? '');
  // The name follows the title until it is typed in by hand (upstream's sync), and never for a saved playbook.
  const [nameTouched, setNameTouched] = useState(row !== null);
  const [text, setText] = useState(() => (row ? specToText(row.spec) : NEW_PLAYBOOK_SPEC));
  const [submitted, setSubmitted] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const checkedText = useDeferredValue(text);
  const parsed = useMemo(() => parseSpecText(checkedText), [checkedText]);
  const markers = useMemo<CodeEditorMarker[]>(
    () =>
      parsed.problems.map((problem) => ({
        line: problem.line,
        column: problem.column,
        endLine: problem.endLine,
        endColumn: problem.endColumn,
        message: problem.message,
      })),
    [parsed],
  );
  const back = () => router.navigate(routes.playbooks());
  const save = useSavePlaybook(row?.id ?? null, {
    onSuccess: (saved) => {
      toast.success(t('playbooks.editor.saved', 'Saved {name}', { name: playbookLabel(saved) }));
      back();
    },
  });
  const remove = useDeletePlaybook({ onSuccess: back });
  const required = t('playbooks.editor.required', 'This field is required');
  const titleError = title.trim() ? undefined : required;
  const nameError = !name.trim()
    ? required
    : PLAYBOOK_NAME_PATTERN.test(name.trim())
      ? undefined
      : t(
          'playbooks.editor.nameRule',
          'Use lower-case letters, digits and "-", starting and ending with a letter or digit (at most 63)',
        );
  const onTitle = (value: string) => {
    setTitle(value);
    if (!nameTouched) setName(nameFromTitle(value));
  };
  const submit = () => {
    setSubmitted(true);
    // The spec is read from the text as it is now, not the deferred copy.
    const now = parseSpecText(text);
    if (titleError || nameError || now.problems.length || !isRecord(now.spec)) return;
    save.mutate(playbookRow({ title, name }, now.spec));
  };
  return (
    <Page className={className} aria-labelledby="playbook-editor-heading">
      <Toolbar>
        <Heading id="playbook-editor-heading">{row ? `${heading}: ${playbookLabel(row)}` : heading}</Heading>
        <router.Link to={routes.playbooks()}>{t('playbooks.editor.back', 'Back to playbooks')}</router.Link>
      </Toolbar>
      {foreign ? (
        <InlineAlert tone="info">
          {t(
            'playbooks.editor.foreign',
            'This playbook comes from {source} and is read-only here; change it where it is defined.',
            { source: row.source ?? '' },
          )}
        </InlineAlert>
      ) : !canWrite ? (
        <InlineAlert tone="info">
          {t('playbooks.editor.noWrite', 'You can read this playbook; changing playbooks needs write access to them.')}
        </InlineAlert>
      ) : null}
      <Form
        noValidate
        aria-label={heading}
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) submit();
        }}
      >
        <NameRow>
          <TextField
            label={t('playbooks.editor.title', 'Title')}
            value={title}
            onChange={onTitle}
            isRequired
            isReadOnly={readOnly}
            isInvalid={submitted && Boolean(titleError)}
            errorMessage={submitted ? titleError : undefined}
          />
          <TextField
            label={t('playbooks.editor.name', 'Name')}
            description={
              readOnly || row ? undefined : t('playbooks.editor.nameHelp', 'Derived from the title until you edit it')
            }
            value={name}
            onChange={(value) => {
              setNameTouched(true);
              setName(value);
            }}
            isRequired
            isReadOnly={readOnly}
            isInvalid={(submitted || nameTouched) && Boolean(nameError)}
            errorMessage={submitted || nameTouched ? nameError : undefined}
          />
        </NameRow>
        <SpecField>
          {/* The editor carries the accessible name; the visible label would repeat it. */}
          <SpecLabel aria-hidden="true">{t('playbooks.editor.spec', 'Spec')}</SpecLabel>
          <CodeEditor
            aria-label={t('playbooks.editor.spec', 'Spec')}
            language="yaml"
            size="large"
            value={text}
            onChange={setText}
            readOnly={readOnly}
            markers={markers}
          />
          {parsed.problems.length ? (
            <>
              <Text as="p" tone="danger" size="sm" id="playbook-spec-problems">
                {t('playbooks.editor.problems', '{count} problems in the spec', { count: parsed.problems.length })}
              </Text>
              <Problems aria-labelledby="playbook-spec-problems">
                {parsed.problems.map((problem, index) => (
                  <li key={`${index}-${problem.message}`}>
                    {t('playbooks.editor.problem', 'Line {line}: {message}', {
                      line: problem.line,
                      message: problem.message,
                    })}
                  </li>
                ))}
              </Problems>
            </>
          ) : (
            <Text as="p" tone="muted" size="sm" role="status">
              {t('playbooks.editor.valid', 'The spec matches the playbook schema')}
            </Text>
          )}
        </SpecField>
        {readOnly ? null : (
          <Actions>
            <Button variant="primary" icon="save" onPress={submit} isLoading={save.isPending}>
              {t('playbooks.editor.save', 'Save')}
            </Button>
            <Button variant="secondary" onPress={back}>
              {t('playbooks.editor.cancel', 'Cancel')}
            </Button>
            {row ? (
              <Button variant="danger" icon="trash" onPress={() => setDeleting(true)}>
                {t('playbooks.editor.delete', 'Delete')}
              </Button>
            ) : null}
            {submitted && parsed.problems.length ? (
              <Text tone="danger" size="sm" role="alert">
                {t('playbooks.editor.fixProblems', 'Fix the problems in the spec to save')}
              </Text>
            ) : null}
          </Actions>
        )}
      </Form>
      {row ? (
        <ConfirmDialog
          isOpen={deleting}
          onOpenChange={setDeleting}
          title={t('playbooks.list.deleteTitle', 'Delete playbook')}
          message={t(
            'playbooks.list.deleteConfirm',
            'Are you sure you want to delete the playbook "{name}"? It can no longer be run.',
            { name: playbookLabel(row) },
          )}
          confirmLabel={t('playbooks.list.deleteShort', 'Delete')}
          variant="danger"
          onConfirm={() => remove.mutateAsync(row.id)}
        />
      ) : null}
    </Page>
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
