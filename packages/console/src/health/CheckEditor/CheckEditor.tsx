import { detectCheckType, type Canary, type CheckTypeKey } from '@mission-control/api';
import {
  Button,
  Checkbox,
  CodeEditor,
  ConfirmDialog,
  cssVar,
  Icon,
  Inline,
  InlineAlert,
  Select,
  Stack,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  Text,
  Textarea,
  useT,
} from '@mission-control/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { stringify } from 'yaml';
import { useCan } from '../../provider/ConsoleProvider';
import { useCanary, useDeleteCanary, useSaveCanary } from '../queries';
import {
  FORM_FIELDS,
  HTTP_RESPONSE_CODES,
  INVALID_SPEC,
  SCHEDULE_OPTIONS,
  changeField,
  checkTypeLabel,
  codeFromForm,
  definitionFromForm,
  formFromCode,
  formFromDefinition,
  hasForm,
  labelText,
  parseLabelText,
  sortedCheckTypes,
  specFromCode,
  validateForm,
  type FieldDef,
  type FormValues,
} from './fields';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${cssVar('space.2')};
  button {
    font: inherit;
    width: 100%;
    min-height: 64px;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${cssVar('space.1')};
    border: 1px solid ${cssVar('color.border')};
    border-radius: ${cssVar('radius.md')};
    background: ${cssVar('color.surface')};
    color: ${cssVar('color.text')};
    cursor: pointer;
  }
  button:hover {
    border-color: ${cssVar('color.primary')};
  }
  button:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  max-width: 880px;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${cssVar('space.3')};
`;

const Codes = styled.fieldset`
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar('space.2')};
  label {
    display: inline-flex;
    gap: ${cssVar('space.1')};
    align-items: center;
  }
`;

export interface CheckEditorProps {
  /** An existing canary to edit; omit to create a new one. */
  canaryId?: string;
  /** Called after save or delete with the canary id, and on Back with none. */
  onDone?: (canaryId?: string) => void;
}

interface EditorState {
  type: CheckTypeKey;
  values: FormValues;
  code: string;
  tab: 'form' | 'code';
}

function stateFromCanary(canary: Canary): EditorState {
  const type = detectCheckType(canary.spec);
  const raw = (canary.spec as Record<string, unknown>)[type];
  const definition = (Array.isArray(raw) ? raw[0] : raw) as Record<string, unknown> | undefined;
  const values: FormValues = {
    ...(definition && hasForm(type) ? formFromDefinition(type, definition) : {}),
    name: canary.name,
    labels: labelText(canary.labels),
    schedule: String((canary.spec as { schedule?: unknown }).schedule ?? ''),
    icon: String(definition?.icon ?? ''),
  };
  const { schedule: _schedule, ...spec } = canary.spec as Record<string, unknown>;
  return { type, values, code: stringify(spec), tab: hasForm(type) ? 'form' : 'code' };
}

function newState(type: CheckTypeKey): EditorState {
  const values: FormValues = { name: '', schedule: '@every 5m', ...(type === 'http' ? { method: 'GET' } : {}) };
  const code = type === 'custom' ? '' : stringify({ [type]: [{ name: '' }] });
  return { type, values, code, tab: hasForm(type) ? 'form' : 'code' };
}

function FieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: FieldDef;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const label = t(`health.editor.field.${field.name}`, field.label);
  if (field.kind === 'checkbox') {
    return (
      <Switch name={field.name} isSelected={value === 'true'} onChange={(on) => onChange(on ? 'true' : '')}>
        {label}
      </Switch>
    );
  }
  const message = error ? t('health.editor.error', error) : undefined;
  if (field.kind === 'textarea') {
    return (
      <Textarea
        label={label}
        name={field.name}
        rows={6}
        value={value}
        onChange={onChange}
        isRequired={field.required}
        isInvalid={!!error}
        errorMessage={message}
      />
    );
  }
  if (field.kind === 'text' || field.kind === 'number' || field.kind === 'password') {
    return (
      <TextField
        label={label}
        name={field.name}
        type={field.kind === 'password' ? 'password' : 'text'}
        value={value}
        onChange={onChange}
        isRequired={field.required}
        isInvalid={!!error}
        errorMessage={message}
      />
    );
  }
  return (
    <Select
      label={label}
      options={(field.options ?? []).map((option) => ({ id: option, label: option }))}
      value={value}
      onChange={(next) => onChange(String(next ?? ''))}
      ignoreClearedValue
      isRequired={field.required}
      isInvalid={!!error}
      errorMessage={message}
    />
  );
}

function Editor({
  initial,
  canary,
  onDone,
}: {
  initial: EditorState;
  canary: Canary | null;
  onDone?: CheckEditorProps['onDone'];
}) {
  const t = useT();
  const canWrite = useCan('canaries', 'write');
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveCanary();
  const remove = useDeleteCanary();
  const { type, values } = state;
  const setValue = (name: string, value: string) =>
    setState((s) => ({ ...s, values: changeField(s.type, s.values, name, value) }));

  const specFromState = (): Record<string, unknown> | null => {
    if (state.tab === 'form' && hasForm(type)) {
      return { [type]: [definitionFromForm(type, values)] };
    }
    const spec = specFromCode(state.code);
    if (!spec) setErrors((e) => ({ ...e, code: t('health.editor.invalidSpec', INVALID_SPEC) }));
    return spec;
  };

  const onSubmit = () => {
    setFailure(null);
    const found =
      state.tab === 'form' && hasForm(type)
        ? validateForm(type, values)
        : values.name?.trim()
          ? {}
          : { name: 'This field is required' };
    setErrors(found);
    if (Object.keys(found).length) return;
    const spec = specFromState();
    if (!spec) return;
    save.mutate(
      {
        id: canary?.id,
        name: values.name!.trim(),
        namespace: canary?.namespace ?? 'default',
        source: canary?.source ?? 'UI',
        labels: parseLabelText(values.labels ?? ''),
        schedule: values.schedule || null,
        spec: { ...spec, ...(values.schedule ? { schedule: values.schedule } : {}) },
      },
      { onSuccess: (saved) => onDone?.(saved.id), onError: (error) => setFailure(error.message) },
    );
  };

  const switchTab = (tab: 'form' | 'code') => {
    if (tab === state.tab) return;
    if (tab === 'code') {
      setState((s) => ({ ...s, tab, code: codeFromForm(type, s.values) }));
      return;
    }
    const next = formFromCode(type, state.code, values);
    if (!next) {
      setErrors({ code: t('health.editor.invalidSpec', INVALID_SPEC) });
      return;
    }
    setState((s) => ({ ...s, tab, values: next }));
    setErrors({});
  };

  const codeEditor = (
    <Stack gap={1}>
      <Text tone="muted" size="sm" aria-hidden="true">
        {t('health.editor.specs', 'Specs')}
      </Text>
      <CodeEditor
        aria-label={t('health.editor.specs', 'Specs')}
        language="yaml"
        size="large"
        value={state.code}
        onChange={(code) => setState((s) => ({ ...s, code }))}
      />
      {errors.code ? (
        <Text tone="danger" size="sm" role="alert">
          {errors.code}
        </Text>
      ) : null}
    </Stack>
  );

  const codes = new Set((values.responseCodes ?? '').split(',').filter(Boolean));
  const formFields = (
    <Row>
      {(FORM_FIELDS[type] ?? [])
        .filter((field) => !field.visible || field.visible(values))
        .map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            value={values[field.name] ?? (field.kind === 'select' ? field.options![0]! : '')}
            error={errors[field.name]}
            onChange={(value) => setValue(field.name, value)}
          />
        ))}
      {type === 'http' ? (
        <Codes>
          <legend>{t('health.editor.responseCodes', 'Response codes')}</legend>
          {HTTP_RESPONSE_CODES.map((code) => (
            <Checkbox
              key={code}
              isSelected={codes.has(code)}
              onChange={(checked) => {
                const next = new Set(codes);
                if (checked) next.add(code);
                else next.delete(code);
                setValue('responseCodes', [...next].sort().join(','));
              }}
            >
              {code}
            </Checkbox>
          ))}
        </Codes>
      ) : null}
    </Row>
  );

  return (
    <Form
      aria-label={t('health.editor.form', '{type} check', { type: checkTypeLabel(type) })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Row>
        <FieldInput
          field={{ name: 'name', label: 'Name', kind: 'text', required: true }}
          value={values.name ?? ''}
          error={errors.name}
          onChange={(v) => setValue('name', v)}
        />
        <FieldInput
          field={{ name: 'icon', label: 'Icon', kind: 'text' }}
          value={values.icon ?? ''}
          onChange={(v) => setValue('icon', v)}
        />
        <FieldInput
          field={{ name: 'labels', label: 'Labels', kind: 'text' }}
          value={values.labels ?? ''}
          onChange={(v) => setValue('labels', v)}
        />
        <FieldInput
          field={{ name: 'schedule', label: 'Schedule', kind: 'select', options: SCHEDULE_OPTIONS }}
          value={values.schedule || SCHEDULE_OPTIONS[2]}
          onChange={(v) => setValue('schedule', v)}
        />
      </Row>
      {hasForm(type) ? (
        <Tabs selectedKey={state.tab} onSelectionChange={(key) => switchTab(key === 'code' ? 'code' : 'form')}>
          <TabList aria-label={t('health.editor.mode', 'Editor mode')}>
            <Tab id="form">{t('health.editor.formTab', 'Form')}</Tab>
            <Tab id="code">{t('health.editor.codeTab', 'Code')}</Tab>
          </TabList>
          <TabPanel id="form">{formFields}</TabPanel>
          <TabPanel id="code">{codeEditor}</TabPanel>
        </Tabs>
      ) : (
        codeEditor
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
    </Form>
  );
}

/**
 * Create or edit a canary (operations §2.3): a type picker for new checks, then the
 * form or the spec. Saving writes `/db/canaries`, which the server's runner picks up.
 */
export function CheckEditor({ canaryId, onDone }: CheckEditorProps) {
  const t = useT();
  const [type, setType] = useState<CheckTypeKey | null>(null);
  const existing = useCanary(canaryId ?? null);
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
      <Editor key={existing.data.id} initial={stateFromCanary(existing.data)} canary={existing.data} onDone={onDone} />
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
