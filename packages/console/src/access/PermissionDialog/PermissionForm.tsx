import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import {
  changeResourceKind,
  changeSubjectKind,
  permissionFormSchema,
  RESOURCE_KIND_FIELD,
  SUBJECT_KIND_FIELD,
  toPermissionPayload,
  type Permission,
  type PermissionFormInput,
  type PermissionFormValues,
  type PermissionResourceKind,
} from '@mission-control/api';
import {
  Button,
  Combobox,
  Form,
  FormCheckbox,
  FormSelect,
  FormTextarea,
  Link,
  Select,
  TextField,
  useT,
} from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import { ResourceSelector, type ResourceSelectorKind } from '../../shared/ResourceSelector';
import { usePermissionLabel } from '../queries';
import { Actions, Fields, Muted, Spacer } from '../shared/styles';
import {
  actionOptions,
  GLOBAL_OBJECT_OPTIONS,
  RESOURCE_KIND_OPTIONS,
  ROLE_OPTIONS,
  searchOptions,
  SUBJECT_KIND_OPTIONS,
  type SearchKind,
  type SubjectKind,
} from '../model/permissionOptions';

export interface PermissionSaveInput {
  payload: Record<string, unknown>;
}

export interface PermissionFormProps {
  label: string;
  permission?: Permission;
  initial: Partial<PermissionFormInput>;
  initialName: string;
  readOnlyCrd: boolean;
  canWrite: boolean;
  busy: boolean;
  onSubmit: (input: PermissionSaveInput) => void;
  onCancel: () => void;
  onDelete?: () => void;
}

type Field = FieldPath<PermissionFormInput>;

/** Resource kinds found through `POST /resources/search` (the caller's access applies), not listed. */
const SEARCHED_KINDS: Partial<Record<PermissionResourceKind, ResourceSelectorKind>> = {
  catalog: 'configs',
  component: 'components',
  playbook: 'playbooks',
};

/** A name for the required `name` column when the user leaves it blank: subject, resource and action. */
export function defaultPermissionName(values: PermissionFormValues): string {
  const subject = values[SUBJECT_KIND_FIELD[values.subject_type]] ?? values.subject_type;
  const resource = values[RESOURCE_KIND_FIELD[values.resource_kind]] ?? values.resource_kind;
  return `${values.deny ? 'deny' : 'allow'}-${values.subject_type}-${subject}-${resource}-${values.action}`.slice(
    0,
    200,
  );
}

export function PermissionForm({
  label,
  permission,
  initial,
  initialName,
  readOnlyCrd,
  canWrite,
  busy,
  onSubmit,
  onCancel,
  onDelete,
}: PermissionFormProps) {
  const t = useT();
  const formId = useId();
  const { user, routes } = useConsole();
  const [name, setName] = useState(initialName);
  const form = useForm<PermissionFormInput, unknown, PermissionFormValues>({
    resolver: zodResolver(permissionFormSchema),
    defaultValues: { action: '', deny: false, description: '', ...initial } as PermissionFormInput,
  });
  const values = useWatch({ control: form.control }) as Partial<PermissionFormInput>;
  const subjectKind = (values.subject_type ?? 'person') as SubjectKind;
  const resourceKind = values.resource_kind as PermissionResourceKind | undefined;
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const disabled = busy || !canWrite;

  const subjectField = SUBJECT_KIND_FIELD[subjectKind] as Field;
  const resourceField = resourceKind ? (RESOURCE_KIND_FIELD[resourceKind] as Field) : null;
  const searchedKind = resourceKind ? SEARCHED_KINDS[resourceKind] : undefined;
  const subjectId = (values as Record<string, unknown>)[subjectField] as string | null | undefined;
  const resourceId = resourceField ? ((values as Record<string, unknown>)[resourceField] as string | null) : null;

  const revalidate = () => {
    if (form.formState.isSubmitted) void form.trigger();
  };
  const setField = (field: Field, value: unknown) => {
    form.setValue(field, value as never, { shouldDirty: true });
    revalidate();
  };

  const chooseSubjectKind = (kind: SubjectKind) => {
    const next = changeSubjectKind(form.getValues(), kind);
    // The role and playbook kinds keep their choice in `subject`; a new kind starts empty there too.
    form.reset({ ...next, subject: null }, { keepDefaultValues: true, keepIsSubmitted: true });
    revalidate();
  };
  const chooseResourceKind = (kind: PermissionResourceKind) => {
    const next = changeResourceKind(form.getValues(), kind);
    form.reset({ ...next, connection_id: null }, { keepDefaultValues: true, keepIsSubmitted: true });
    revalidate();
  };

  const submit = (parsed: PermissionFormValues) => {
    const payload: Record<string, unknown> = {
      ...toPermissionPayload(parsed, user?.id ?? '', permission ? 'update' : 'create'),
      name: name.trim() || defaultPermissionName(parsed),
    };
    // The permissions table has no check_id column; a canary permission covers its checks.
    delete payload.check_id;
    if (readOnlyCrd) {
      delete payload.action;
      delete payload.deny;
      delete payload.description;
      delete payload.source;
    }
    onSubmit({ payload });
  };

  return (
    <Form form={form} id={formId} aria-label={label} onSubmit={submit}>
      <Fields>
        {readOnlyCrd ? (
          <p>
            <Muted>{t('permissions.crd', 'Managed by a Kubernetes CRD:')}</Muted>{' '}
            <Link href={routes.catalog({ search: permission?.name ?? '', type: 'MissionControl::Permission' })}>
              {[permission?.namespace, permission?.name].filter(Boolean).join('/') || t('permissions.crdLink', 'CRD')}
            </Link>
          </p>
        ) : null}
        <Select
          label={t('permissions.subjectType', 'Subject type')}
          options={SUBJECT_KIND_OPTIONS}
          value={subjectKind}
          onChange={(key) => key !== null && chooseSubjectKind(String(key) as SubjectKind)}
          isDisabled={disabled}
        />
        {subjectKind === 'group' ? (
          <Select
            label={t('permissions.role', 'Role')}
            options={ROLE_OPTIONS}
            value={subjectId ?? null}
            onChange={(key) => setField('subject', key === null ? null : String(key))}
            isRequired
            isInvalid={!!errors.subject}
            errorMessage={errors.subject?.message}
            isDisabled={disabled}
          />
        ) : (
          <SearchField
            key={subjectKind}
            kind={subjectKind as SearchKind}
            label={SUBJECT_KIND_OPTIONS.find((o) => o.id === subjectKind)?.label ?? ''}
            value={subjectId ?? null}
            onChange={(id) => setField(subjectField, id)}
            errorMessage={errors[subjectField]?.message}
            isDisabled={disabled}
          />
        )}
        {readOnlyCrd ? (
          <TextField
            label={t('permissions.resource', 'Resource')}
            value={permission?.object ?? resourceId ?? '*'}
            isReadOnly
          />
        ) : (
          <>
            <Select
              label={t('permissions.resourceType', 'Resource type')}
              options={RESOURCE_KIND_OPTIONS}
              value={resourceKind ?? null}
              placeholder={t('permissions.resourceTypePlaceholder', 'Select a resource type')}
              onChange={(key) => key !== null && chooseResourceKind(String(key) as PermissionResourceKind)}
              isRequired
              isInvalid={!!errors.resource_kind}
              errorMessage={errors.resource_kind ? t('permissions.required', 'This field is required') : undefined}
              isDisabled={disabled}
            />
            {resourceKind === 'global' ? (
              <Select
                label={t('permissions.object', 'Object')}
                options={GLOBAL_OBJECT_OPTIONS}
                value={resourceId ?? null}
                onChange={(key) => setField('object', key === null ? null : String(key))}
                isRequired
                isInvalid={!!errors.object}
                errorMessage={errors.object?.message}
                isDisabled={disabled}
              />
            ) : searchedKind && resourceField ? (
              <ResourceSelector
                key={resourceKind}
                kinds={[searchedKind]}
                label={RESOURCE_KIND_OPTIONS.find((o) => o.id === resourceKind)?.label ?? ''}
                value={resourceId ? { kind: searchedKind, id: resourceId } : null}
                onChange={(ref) => setField(resourceField, ref?.id ?? null)}
                isRequired
                errorMessage={errors[resourceField]?.message}
                isDisabled={disabled}
              />
            ) : resourceKind && resourceField ? (
              <SearchField
                key={resourceKind}
                kind={resourceKind as SearchKind}
                label={RESOURCE_KIND_OPTIONS.find((o) => o.id === resourceKind)?.label ?? ''}
                value={resourceId}
                onChange={(id) => setField(resourceField, id)}
                errorMessage={errors[resourceField]?.message}
                isDisabled={disabled}
              />
            ) : null}
          </>
        )}
        <FormSelect<PermissionFormInput>
          name="action"
          label={t('permissions.action', 'Action')}
          options={actionOptions(resourceKind ?? 'global', values.object)}
          isRequired
          isDisabled={disabled || readOnlyCrd}
        />
        <FormCheckbox<PermissionFormInput> name="deny" isDisabled={disabled || readOnlyCrd}>
          {t('permissions.deny', 'Deny')}
        </FormCheckbox>
        <FormTextarea<PermissionFormInput>
          name="description"
          label={t('permissions.description', 'Description')}
          rows={2}
          isDisabled={disabled || readOnlyCrd}
        />
        <TextField
          label={t('permissions.name', 'Name')}
          description={t('permissions.nameHint', 'Left blank, a name is made from the subject, resource and action.')}
          value={name}
          onChange={setName}
          isDisabled={disabled || readOnlyCrd}
        />
      </Fields>
      <Actions>
        {onDelete && canWrite ? (
          <Button variant="danger" icon="trash" onPress={onDelete} isDisabled={busy}>
            {t('permissions.delete', 'Delete')}
          </Button>
        ) : null}
        <Spacer />
        <Button onPress={onCancel} isDisabled={busy}>
          {t('permissions.cancel', 'Cancel')}
        </Button>
        {canWrite ? (
          <Button type="submit" variant="primary" isDisabled={busy} isLoading={busy}>
            {t('permissions.save', 'Save')}
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}

/** A subject or resource found by search; an existing choice is named under the field. */
function SearchField({
  kind,
  label,
  value,
  onChange,
  errorMessage,
  isDisabled,
}: {
  kind: SearchKind;
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  errorMessage?: string;
  isDisabled: boolean;
}) {
  const t = useT();
  const { client } = useConsole();
  const [picked, setPicked] = useState<string | null>(null);
  const current = usePermissionLabel(kind, value, picked === null);
  const selectedName = picked ?? (value ? (current.data ?? value) : null);
  return (
    <Combobox
      label={label}
      placeholder={t('permissions.search', 'Search by name')}
      loadOptions={(text, signal) => searchOptions(client.db, kind, text, signal)}
      value={value}
      onChange={(key, option) => {
        setPicked(option?.label ?? null);
        onChange(key === null ? null : String(key));
      }}
      description={selectedName ? t('permissions.selected', 'Selected: {name}', { name: selectedName }) : undefined}
      isRequired
      isInvalid={!!errorMessage}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
    />
  );
}
