import { useId, useState } from 'react';
import { stringify } from 'yaml';
import {
  applyResourceSelection,
  toAccessScopePayload,
  type AccessScope,
  type AccessScopeResource,
} from '@mission-control/api';
import {
  Button,
  ConfirmDialog,
  Dialog,
  MultiSelect,
  Select,
  Textarea,
  TextField,
  useT,
  useToast,
} from '@mission-control/ui';
import { useCan } from '../../provider/ConsoleProvider';
import { useDeleteAccessScope, useGuests, useSaveAccessScope, useTeams } from '../queries';
import { Actions, Code, Fields, Muted, Spacer } from '../shared/styles';
import {
  draftOf,
  emptyDraft,
  emptyScope,
  validateDraft,
  type AccessScopeDraft,
  type DraftErrors,
} from '../model/accessScopes';
import { ScopeBox, ScopeHeader } from './AccessScopeDialog.styles';

export interface AccessScopeDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The scope to edit; without one the dialog adds a scope. */
  scope?: AccessScope | null;
}

export const CRD_SOURCE = 'KubernetesCRD';
export const DELETE_ACCESS_SCOPE_CONFIRM =
  'Are you sure you want to delete this access scope? This action cannot be undone.';

const RESOURCE_OPTIONS: { id: AccessScopeResource; label: string }[] = [
  { id: '*', label: 'All Resources (*)' },
  { id: 'config', label: 'Config' },
  { id: 'component', label: 'Component' },
  { id: 'playbook', label: 'Playbook' },
  { id: 'canary', label: 'Canary' },
];

/**
 * Add / Edit Access Scope (spec §5): a guest or a team, resource types with the `*` rule, and scopes
 * of tags, agents and names. Scopes from a Kubernetes CRD are read-only and shown as YAML.
 */
export function AccessScopeDialog({ isOpen, onOpenChange, scope }: AccessScopeDialogProps) {
  const t = useT();
  const title = scope ? t('accessScopes.edit', 'Edit Access Scope') : t('accessScopes.add', 'Add Access Scope');
  return (
    <Dialog title={title} size="medium" isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? <AccessScopeForm label={title} scope={scope ?? null} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function AccessScopeForm({ label, scope, onClose }: { label: string; scope: AccessScope | null; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const formId = useId();
  const canWrite = useCan('access_scopes', 'write');
  const readOnly = scope?.source === CRD_SOURCE;
  const [draft, setDraft] = useState<AccessScopeDraft>(() => (scope ? draftOf(scope) : emptyDraft()));
  const [errors, setErrors] = useState<DraftErrors | null>(null);
  const [confirming, setConfirming] = useState(false);

  const guests = useGuests();
  const teams = useTeams();
  const save = useSaveAccessScope(scope, {
    onSuccess: () => {
      toast.success(
        scope ? t('accessScopes.updated', 'Access Scope updated') : t('accessScopes.created', 'Access Scope created'),
      );
      onClose();
    },
  });
  const remove = useDeleteAccessScope({
    onSuccess: () => {
      toast.success(t('accessScopes.deleted', 'Access Scope deleted'));
      onClose();
    },
  });

  const update = (patch: Partial<AccessScopeDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // After a failed save the messages follow the values.
    if (errors) {
      const result = validateDraft(next);
      setErrors(result.ok ? null : result.errors);
    }
  };
  const updateScope = (key: number, patch: Partial<AccessScopeDraft['scopes'][number]>) =>
    update({ scopes: draft.scopes.map((s) => (s.key === key ? { ...s, ...patch } : s)) });

  const submit = () => {
    const result = validateDraft(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors(null);
    save.mutate(toAccessScopePayload(result.values));
  };

  const busy = save.isPending || remove.isPending;
  const disabled = busy || readOnly || !canWrite;
  const guestOptions = (guests.data?.data ?? []).map((p) => ({
    id: p.id,
    label: p.email ? `${p.name} (${p.email})` : p.name,
  }));
  const teamOptions = (teams.data?.data ?? []).map((team) => ({ id: team.id, label: team.name }));

  return (
    <form
      id={formId}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled) submit();
      }}
    >
      <Fields>
        {readOnly ? <Muted>{t('accessScopes.crd', 'Managed by a Kubernetes CRD: read-only.')}</Muted> : null}
        <TextField
          label={t('accessScopes.name', 'Name')}
          value={draft.name}
          onChange={(name) => update({ name })}
          isRequired
          isInvalid={!!errors?.name}
          errorMessage={errors?.name}
          isDisabled={disabled}
        />
        <TextField
          label={t('accessScopes.namespace', 'Namespace')}
          value={draft.namespace}
          onChange={(namespace) => update({ namespace })}
          isDisabled={disabled}
        />
        <Textarea
          label={t('accessScopes.description', 'Description')}
          rows={2}
          value={draft.description}
          onChange={(description) => update({ description })}
          isDisabled={disabled}
        />
        <Select
          label={t('accessScopes.subjectType', 'Subject type')}
          options={[
            { id: 'guest', label: t('accessScopes.guest', 'Guest') },
            { id: 'team', label: t('accessScopes.team', 'Team') },
          ]}
          value={draft.subjectKind}
          onChange={(key) => key !== null && update({ subjectKind: key as 'guest' | 'team' })}
          isDisabled={disabled}
        />
        {draft.subjectKind === 'guest' ? (
          <Select
            label={t('accessScopes.guest', 'Guest')}
            options={guestOptions}
            value={draft.person_id}
            onChange={(key) => update({ person_id: key === null ? null : String(key) })}
            placeholder={guests.isPending ? t('accessScopes.loadingGuests', 'Loading guests…') : undefined}
            description={t('accessScopes.guestHint', 'Users with the guest role.')}
            isRequired
            isInvalid={!!errors?.subject}
            errorMessage={errors?.subject}
            // An empty list does not open, so the picker waits for the guests to load.
            isDisabled={disabled || guests.isPending}
          />
        ) : (
          <Select
            label={t('accessScopes.team', 'Team')}
            options={teamOptions}
            value={draft.team_id}
            onChange={(key) => update({ team_id: key === null ? null : String(key) })}
            placeholder={teams.isPending ? t('accessScopes.loadingTeams', 'Loading teams…') : undefined}
            description={t('accessScopes.teamHint', 'All guests in the team inherit this scope.')}
            isRequired
            isInvalid={!!errors?.subject}
            errorMessage={errors?.subject}
            isDisabled={disabled || teams.isPending}
          />
        )}
        <MultiSelect
          label={t('accessScopes.resources', 'Resources')}
          options={RESOURCE_OPTIONS}
          value={draft.resources}
          onChange={(keys) =>
            update({ resources: applyResourceSelection(draft.resources, keys.map(String) as AccessScopeResource[]) })
          }
          isInvalid={!!errors?.resources}
          errorMessage={errors?.resources}
          isDisabled={disabled}
        />
        {readOnly ? (
          <Code aria-label={t('accessScopes.scopesYaml', 'Scopes (YAML)')}>{stringify(scope?.scopes ?? [])}</Code>
        ) : (
          <ScopesEditor
            draft={draft}
            errors={errors}
            isDisabled={disabled}
            onChange={updateScope}
            onAdd={() => update({ scopes: [...draft.scopes, emptyScope()] })}
            onRemove={(key) => update({ scopes: draft.scopes.filter((s) => s.key !== key) })}
          />
        )}
      </Fields>
      <Actions>
        {scope && canWrite && !readOnly ? (
          <Button variant="danger" icon="trash" onPress={() => setConfirming(true)} isDisabled={busy}>
            {t('accessScopes.delete', 'Delete')}
          </Button>
        ) : null}
        <Spacer />
        <Button onPress={onClose} isDisabled={busy}>
          {t('accessScopes.cancel', 'Cancel')}
        </Button>
        {canWrite && !readOnly ? (
          <Button type="submit" variant="primary" isDisabled={busy} isLoading={busy}>
            {t('accessScopes.save', 'Save')}
          </Button>
        ) : null}
      </Actions>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('accessScopes.deleteTitle', 'Delete Access Scope')}
        message={t('accessScopes.deleteConfirm', DELETE_ACCESS_SCOPE_CONFIRM)}
        confirmLabel={t('accessScopes.delete', 'Delete')}
        variant="danger"
        onConfirm={() => remove.mutateAsync(scope!.id).catch(() => undefined)}
      />
    </form>
  );
}

function ScopesEditor({
  draft,
  errors,
  isDisabled,
  onChange,
  onAdd,
  onRemove,
}: {
  draft: AccessScopeDraft;
  errors: DraftErrors | null;
  isDisabled: boolean;
  onChange: (key: number, patch: Partial<AccessScopeDraft['scopes'][number]>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}) {
  const t = useT();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>{t('accessScopes.scopes', 'Scopes')}</legend>
      {errors?.scopes ? <p role="alert">{errors.scopes}</p> : null}
      {draft.scopes.map((scope, index) => {
        const n = index + 1;
        return (
          <ScopeBox key={scope.key} role="group" aria-label={t('accessScopes.scopeN', 'Scope {n}', { n })}>
            <ScopeHeader>
              <strong>{t('accessScopes.scopeN', 'Scope {n}', { n })}</strong>
              <Button
                size="sm"
                variant="ghost"
                icon="trash"
                onPress={() => onRemove(scope.key)}
                isDisabled={isDisabled}
              >
                {t('accessScopes.removeScope', 'Remove scope {n}', { n })}
              </Button>
            </ScopeHeader>
            {errors?.scope[scope.key] ? <p role="alert">{errors.scope[scope.key]}</p> : null}
            <Textarea
              label={t('accessScopes.tags', 'Tags')}
              description={t('accessScopes.tagsHint', 'key=value, one per line; all must match.')}
              rows={2}
              value={scope.tags}
              onChange={(tags) => onChange(scope.key, { tags })}
              isDisabled={isDisabled}
            />
            <Textarea
              label={t('accessScopes.agents', 'Agents')}
              description={t('accessScopes.agentsHint', 'One per line; any one may match. A lone * matches all.')}
              rows={2}
              value={scope.agents}
              onChange={(agents) => onChange(scope.key, { agents })}
              isDisabled={isDisabled}
            />
            <Textarea
              label={t('accessScopes.names', 'Names')}
              description={t('accessScopes.namesHint', 'One per line; any one may match. A lone * matches all.')}
              rows={2}
              value={scope.names}
              onChange={(names) => onChange(scope.key, { names })}
              isDisabled={isDisabled}
            />
          </ScopeBox>
        );
      })}
      <Button icon="plus" onPress={onAdd} isDisabled={isDisabled}>
        {t('accessScopes.addScope', 'Add scope')}
      </Button>
    </fieldset>
  );
}
