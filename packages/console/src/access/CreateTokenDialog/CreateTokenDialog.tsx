import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  DEFAULT_TOKEN_EXPIRY,
  DEFAULT_TOKEN_PRESET,
  levelsFromPreset,
  SCOPE_LEVEL_OPTIONS,
  TOKEN_EXPIRY_OPTIONS,
  TOKEN_PRESETS,
  TOKEN_SCOPE_OBJECTS,
  tokenFormSchema,
  type ScopeLevels,
  type TokenFormInput,
  type TokenFormValues,
  type TokenPreset,
} from '@mission-control/api';
import {
  Button,
  Dialog,
  Form,
  FormSelect,
  FormSwitch,
  FormTextField,
  Select,
  useT,
  useToast,
} from '@mission-control/ui';
import { useCreateToken } from '../queries';
import { Actions, Fields } from '../shared/styles';
import { LevelGrid } from '../shared/tokens.styles';

export interface CreateTokenDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the plaintext token, the only time it is available. */
  onCreated: (token: string) => void;
  /** @default 'Create new token' */
  title?: string;
  /** Starting values, e.g. the MCP setup's Custom scope with only mcp. */
  defaultValues?: Partial<TokenFormInput>;
}

/** Labels of the per-object level pickers of the Custom preset. */
const OBJECT_LABELS: Record<(typeof TOKEN_SCOPE_OBJECTS)[number], string> = {
  mcp: 'MCP',
  canaries: 'Canaries',
  catalog: 'Catalog',
  application: 'Application',
  playbooks: 'Playbooks',
  notification: 'Notification',
};

/**
 * 'Create new token' (spec §2, §5, §9): Name, Expiry (90 days by default), Auto Renew (off) and Scopes
 * (Read by default; Custom picks a level per object). Submit stays disabled while the form is invalid
 * or a request is running; the plaintext token goes to `onCreated`.
 */
export function CreateTokenDialog({ isOpen, onOpenChange, onCreated, title, defaultValues }: CreateTokenDialogProps) {
  const t = useT();
  const heading = title ?? t('tokens.create.title', 'Create new token');
  return (
    <Dialog title={heading} size="small" isOpen={isOpen} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so every opening starts from the defaults. */}
      {isOpen ? (
        <CreateTokenForm
          label={heading}
          defaultValues={defaultValues}
          onCreated={(token) => {
            onOpenChange(false);
            onCreated(token);
          }}
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function CreateTokenForm({
  label,
  defaultValues,
  onCreated,
  onCancel,
}: {
  label: string;
  defaultValues?: Partial<TokenFormInput>;
  onCreated: (token: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const formId = useId();
  const form = useForm<TokenFormInput, unknown, TokenFormValues>({
    resolver: zodResolver(tokenFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      expiry: DEFAULT_TOKEN_EXPIRY,
      autoRenew: false,
      preset: DEFAULT_TOKEN_PRESET,
      levels: {},
      ...defaultValues,
    },
  });
  const preset = useWatch({ control: form.control, name: 'preset' }) ?? DEFAULT_TOKEN_PRESET;
  const levels = (useWatch({ control: form.control, name: 'levels' }) ?? {}) as ScopeLevels;
  const { isValid, errors } = form.formState;

  const create = useCreateToken({
    onSuccess: (response) => {
      toast.success(t('tokens.create.success', 'Token created successfully'));
      onCreated(response.payload.token);
    },
  });

  const choosePreset = (next: TokenPreset) => {
    // Switching to Custom starts from what the previous preset granted.
    if (next === 'custom' && preset !== 'custom') form.setValue('levels', levelsFromPreset(preset));
    form.setValue('preset', next, { shouldValidate: true, shouldTouch: true });
  };

  const busy = create.isPending;
  return (
    <Form form={form} id={formId} aria-label={label} onSubmit={(values) => create.mutate(values)}>
      <Fields>
        <FormTextField<TokenFormInput>
          name="name"
          label={t('tokens.create.name', 'Name')}
          isRequired
          autoFocus
          isDisabled={busy}
        />
        <FormSelect<TokenFormInput>
          name="expiry"
          label={t('tokens.create.expiry', 'Expiry')}
          options={TOKEN_EXPIRY_OPTIONS.map((option) => ({ id: option.value, label: option.label }))}
          isDisabled={busy}
        />
        <FormSwitch<TokenFormInput> name="autoRenew" isDisabled={busy}>
          {t('tokens.create.autoRenew', 'Auto Renew')}
        </FormSwitch>
        <Select
          label={t('tokens.create.scopes', 'Scopes')}
          options={TOKEN_PRESETS.map((option) => ({ id: option.value, label: option.label }))}
          value={preset}
          onChange={(key) => key !== null && choosePreset(String(key) as TokenPreset)}
          isDisabled={busy}
        />
        {preset === 'custom' ? (
          <LevelGrid role="group" aria-label={t('tokens.create.levels', 'Scope levels')}>
            {TOKEN_SCOPE_OBJECTS.map((object) => (
              <Select
                key={object}
                label={OBJECT_LABELS[object]}
                options={SCOPE_LEVEL_OPTIONS[object].map((option) => ({ id: option.value, label: option.label }))}
                value={levels[object] ?? 'none'}
                onChange={(key) => {
                  if (key === null) return;
                  form.setValue('levels', { ...levels, [object]: String(key) } as ScopeLevels, {
                    shouldValidate: true,
                    shouldTouch: true,
                  });
                }}
                isDisabled={busy}
              />
            ))}
          </LevelGrid>
        ) : null}
        {preset === 'custom' && errors.levels ? <div role="alert">{String(errors.levels.message ?? '')}</div> : null}
      </Fields>
      <Actions>
        <Button onPress={onCancel} isDisabled={busy}>
          {t('tokens.create.cancel', 'Cancel')}
        </Button>
        <Button type="submit" variant="primary" isDisabled={!isValid || busy} isLoading={busy}>
          {t('tokens.create.submit', 'Create token')}
        </Button>
      </Actions>
    </Form>
  );
}
