import type { Canary, CheckTypeKey } from '@mission-control/api';
import {
  Button,
  CodeEditor,
  ConfirmDialog,
  cssVar,
  EmptyState,
  Form,
  Icon,
  Inline,
  InlineAlert,
  Link,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  useT,
} from '@mission-control/ui';
import { useState, type ReactNode } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useCan, useConsole } from '../../provider/ConsoleProvider';
import { useCanary, useDeleteCanary, useSaveCanary } from '../queries';
import { Body, Grid, Row } from './CheckEditor.styles';
import { CheckField, CheckFields } from './CheckFields';
import {
  editorResolver,
  useClearDependents,
  type EditorContext,
  type EditorForm,
  type EditorFormApi,
  type EditorTab,
} from './editorForm';
import {
  canaryRow,
  codeFromSpec,
  formFromCodeTab,
  newCanary,
  openCanary,
  specFromCodeTab,
  specFromForm,
  type CanaryForm,
  type CheckPick,
} from './canaryForm';
import {
  INVALID_SPEC,
  SCHEDULE_OPTIONS,
  checkDocsUrl,
  checkTypeLabel,
  formFromNested,
  hasForm,
  nestedFromForm,
  sortedCheckTypes,
  withSelectDefaults,
  type FormValues,
} from './fields';

export interface CheckEditorProps {
  /** An existing canary to edit; omit to create a new one. */
  canaryId?: string;
  /** Which check of the canary to open (the check detail's Edit); the first of its detected type without. */
  check?: CheckPick;
  /** Where the generic editor edits the canary as a whole resource; shown as a link when given. */
  resourceHref?: string;
  /** Called after save or delete with the canary id, and on Back with none. */
  onDone?: (canaryId?: string) => void;
}

interface EditorState {
  type: CheckTypeKey;
  values: FormValues;
  code: string;
  tab: EditorTab;
  model: CanaryForm;
}

function stateFromCanary(canary: Canary, pick?: CheckPick): EditorState {
  const { form, values } = openCanary(canary, pick);
  const tab = hasForm(form.type) ? 'form' : 'code';
  return { type: form.type, values, code: codeFromSpec(form.spec), tab, model: form };
}

function newState(type: CheckTypeKey): EditorState {
  const values: FormValues = { name: '', schedule: '@every 5m', ...(type === 'http' ? { method: 'GET' } : {}) };
  const code = type === 'custom' ? '' : codeFromSpec({ [type]: [{ name: '' }] });
  return { type, values, code, tab: hasForm(type) ? 'form' : 'code', model: newCanary(type, values) };
}

/** The spec text, kept in the form's `code` (the ui CodeEditor is controlled). */
/** A fieldset without a frame: `disabled` turns every control in it off at once (native and react-aria alike). */
function ReadOnlyFields({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}

function SpecsEditor({ form, readOnly }: { form: EditorFormApi; readOnly: boolean }) {
  const t = useT();
  const { field, fieldState } = useController({ control: form.control, name: 'code' });
  return (
    <Stack gap={1}>
      <Text tone="muted" size="sm" aria-hidden="true">
        {t('health.editor.specs', 'Specs')}
      </Text>
      <CodeEditor
        aria-label={t('health.editor.specs', 'Specs')}
        language="yaml"
        size="large"
        value={field.value}
        onChange={field.onChange}
        readOnly={readOnly}
      />
      {fieldState.error?.message ? (
        <Text tone="danger" size="sm" role="alert">
          {fieldState.error.message}
        </Text>
      ) : null}
    </Stack>
  );
}

function Editor({
  initial,
  canary,
  onDone,
  resourceHref,
}: {
  initial: EditorState;
  canary: Canary | null;
  onDone?: CheckEditorProps['onDone'];
  resourceHref?: string;
}) {
  const t = useT();
  const canWrite = useCan('canaries', 'write');
  const { router } = useConsole();
  const { type } = initial;
  const [tab, setTab] = useState(initial.tab);
  // What a save folds the form into; the Code tab's text becomes it on the way back to the form.
  const [model, setModel] = useState(initial.model);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveCanary();
  const remove = useDeleteCanary();
  // Read once by useForm: a select without a value holds the first option it shows.
  const [defaultValues] = useState<EditorForm>(() => ({
    values: nestedFromForm(type, withSelectDefaults(type, initial.values)),
    code: initial.code,
  }));
  const form = useForm<EditorForm, EditorContext>({
    defaultValues,
    resolver: editorResolver(type, t),
    context: { tab },
  });
  useClearDependents(form, type);
  const values = formFromNested(useWatch({ control: form.control, name: 'values' }));

  const onSubmit = (data: EditorForm) => {
    const submitted = formFromNested(data.values);
    const spec =
      tab === 'form' && hasForm(type)
        ? specFromForm(model, submitted)
        : // The resolver has checked that the code is a map.
          specFromCodeTab(model, data.code, submitted.schedule)!;
    save.mutate(
      { id: canary?.id, ...canaryRow(canary, model, submitted, spec) },
      { onSuccess: (saved) => onDone?.(saved.id), onError: (error) => setFailure(error.message) },
    );
  };

  const switchTab = (next: EditorTab) => {
    if (next === tab) return;
    const current = formFromNested(form.getValues('values'));
    if (next === 'code') {
      form.setValue('code', codeFromSpec(specFromForm(model, current)));
      setTab(next);
      return;
    }
    const fromCode = formFromCodeTab(model, form.getValues('code'), current);
    if (!fromCode) {
      form.setError('code', { type: 'validate', message: t('health.editor.invalidSpec', INVALID_SPEC) });
      return;
    }
    setModel(fromCode.form);
    form.setValue('values', nestedFromForm(type, withSelectDefaults(type, fromCode.values)));
    form.clearErrors();
    setTab(next);
  };

  return (
    <Form
      form={form}
      aria-label={t('health.editor.form', '{type} check', { type: checkTypeLabel(type) })}
      // Every attempt to save starts without the last save's failure, valid or not.
      onSubmitCapture={() => setFailure(null)}
      onSubmit={onSubmit}
    >
      <Body>
        {/* The chosen type's label and its docs link (operations §2.3). */}
        <Inline gap={2}>
          <Icon name={type} size="lg" />
          <Text weight="bold">{checkTypeLabel(type)}</Text>
          <Link href={checkDocsUrl(type)} external>
            {t('health.editor.docs', '{type} check documentation', { type: checkTypeLabel(type) })}
          </Link>
          {resourceHref ? (
            <Link as={router.Link} to={resourceHref}>
              {t('health.editor.resource', 'Edit the canary as a resource')}
            </Link>
          ) : null}
        </Inline>
        {/* Without write on canaries (a viewer, or a permission row denying the update) the check is shown, not
            edited: the fields sit in a disabled fieldset and the spec is read-only, as the generic editor does. */}
        <ReadOnlyFields disabled={!canWrite}>
          <Row>
            <CheckField field={{ name: 'name', label: 'Name', kind: 'text', required: true }} />
            <CheckField field={{ name: 'icon', label: 'Icon', kind: 'text' }} />
            <CheckField field={{ name: 'labels', label: 'Labels', kind: 'text' }} />
            <CheckField field={{ name: 'schedule', label: 'Schedule', kind: 'select', options: SCHEDULE_OPTIONS }} />
          </Row>
        </ReadOnlyFields>
        {hasForm(type) ? (
          <Tabs selectedKey={tab} onSelectionChange={(key) => switchTab(key === 'code' ? 'code' : 'form')}>
            <TabList aria-label={t('health.editor.mode', 'Editor mode')}>
              <Tab id="form">{t('health.editor.formTab', 'Form')}</Tab>
              <Tab id="code">{t('health.editor.codeTab', 'Code')}</Tab>
            </TabList>
            <TabPanel id="form">
              <ReadOnlyFields disabled={!canWrite}>
                <CheckFields type={type} values={values} />
              </ReadOnlyFields>
            </TabPanel>
            <TabPanel id="code">
              <SpecsEditor form={form} readOnly={!canWrite} />
            </TabPanel>
          </Tabs>
        ) : (
          <SpecsEditor form={form} readOnly={!canWrite} />
        )}
        {failure ? <InlineAlert tone="danger">{failure}</InlineAlert> : null}
        {canary?.id ? (
          <ConfirmDialog
            isOpen={confirmDelete}
            onOpenChange={setConfirmDelete}
            title={t('health.editor.deleteTitle', 'Delete check')}
            message={t('health.editor.confirmDelete', 'Are you sure you want to delete this resource?')}
            confirmLabel={t('health.editor.confirm', 'Delete')}
            cancelLabel={t('health.editor.cancel', 'Cancel')}
            variant="danger"
            // The dialog stays open and busy until the delete settles, and shows its error if it fails.
            onConfirm={() => remove.mutateAsync(canary.id).then(() => onDone?.())}
          />
        ) : null}
        <Inline
          gap={2}
          justify="end"
          style={{ borderTop: `1px solid ${cssVar('color.border')}`, paddingTop: cssVar('space.3') }}
        >
          <Button onPress={() => onDone?.()}>{t('health.editor.back', 'Back')}</Button>
          {canary?.id && canWrite ? (
            <Button variant="danger" onPress={() => setConfirmDelete(true)}>
              {t('health.editor.delete', 'Delete')}
            </Button>
          ) : null}
          {canWrite ? (
            <Button variant="primary" type="submit" isLoading={save.isPending}>
              {canary?.id ? t('health.editor.update', 'Update') : t('health.editor.save', 'Save')}
            </Button>
          ) : null}
        </Inline>
      </Body>
    </Form>
  );
}

/**
 * Create or edit a canary (operations §2.3): a type picker for new checks, then the
 * form or the spec. Saving writes `/db/canaries`, which the server's runner picks up.
 */
export function CheckEditor({ canaryId, check, resourceHref, onDone }: CheckEditorProps) {
  const t = useT();
  const [type, setType] = useState<CheckTypeKey | null>(null);
  const existing = useCanary(canaryId ?? null);
  const canWrite = useCan('canaries', 'write');
  if (canaryId) {
    if (existing.isPending) {
      return (
        <Text as="p" role="status" tone="muted">
          {t('health.editor.loading', 'Loading check…')}
        </Text>
      );
    }
    if (existing.isError) return <InlineAlert tone="danger">{existing.error.message}</InlineAlert>;
    if (!existing.data) return <Text as="p">{t('health.editor.notFound', 'No details found')}</Text>;
    return (
      <Editor
        key={existing.data.id}
        initial={stateFromCanary(existing.data, check)}
        canary={existing.data}
        onDone={onDone}
        {...(resourceHref ? { resourceHref } : {})}
      />
    );
  }
  // A new check can only be saved with write on canaries: without it there is nothing to pick a type for.
  if (!canWrite) {
    return (
      <EmptyState icon="warning" title={t('shell.noPermission', 'You do not have permission to access this page.')} />
    );
  }
  if (!type) {
    return (
      <Grid aria-label={t('health.editor.types', 'Check types')}>
        {sortedCheckTypes().map((option) => (
          <li key={option.specKey}>
            <button type="button" onClick={() => setType(option.specKey)}>
              <Icon name={option.specKey} size="lg" />
              {option.label}
            </button>
          </li>
        ))}
      </Grid>
    );
  }
  return (
    <Editor
      key={type}
      initial={newState(type)}
      canary={null}
      onDone={(id) => {
        // Back clears the chosen type (operations §4).
        if (!id) setType(null);
        else onDone?.(id);
      }}
    />
  );
}
