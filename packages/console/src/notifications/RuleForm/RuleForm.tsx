import { useMemo } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { errorMessageOf } from '@mission-control/api';
import {
  Button,
  Form,
  InlineAlert,
  Inline,
  MultiSelect,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useT,
} from '@mission-control/ui';
import { SpecField, type FieldSpec } from '../../shared/fields';
import {
  EMPTY_RULE,
  isEditableRule,
  RECIPIENT_KINDS,
  ruleProblems,
  ruleRowOf,
  ruleValuesOf,
  type RecipientKind,
  type RuleValues,
} from '../model/ruleForm';
import type { RuleRow } from '../model/rows';
import { defaultTitle, NOTIFICATION_EVENTS } from '../model/statuses';
import { useRecipientOptions, useSaveRule } from '../queries';
import {
  FILTER_FIELD,
  GROUP_BY_FIELD,
  NAME_FIELD,
  PROPERTIES_FIELD,
  REPEAT_FIELD,
  SERVICE_FIELD,
  TEMPLATE_FIELD,
  TITLE_FIELD,
  WAIT_FOR_EVAL_FIELD,
  WAIT_FOR_FIELD,
} from './ruleFields';

export interface RuleFormProps {
  /** The rule to edit; none for a new rule. */
  rule?: RuleRow | null;
  /** Whether the user may write notifications (a rule from another source is read-only regardless). */
  canWrite: boolean;
  onSaved: () => void;
  onCancel: () => void;
  /** The form's id, so a dialog footer's button can submit it. */
  formId?: string;
}

const TAB_LABELS: Record<RecipientKind, string> = {
  person: 'Person',
  team: 'Team',
  others: 'Others',
  playbook: 'Playbook',
};

/**
 * The notification rule form (reference §3.3): Name, Events, Filter, Group By, the recipient as Person / Team /
 * Others / Playbook, Repeat Interval, Wait For, Title, Template and Properties. A filter the server cannot compile
 * comes back as its sentence, shown under the form.
 */
export function RuleForm({ rule, canWrite, onSaved, onCancel, formId = 'notification-rule-form' }: RuleFormProps) {
  const t = useT();
  const editable = canWrite && isEditableRule(rule);
  const resolver = useMemo<Resolver<RuleValues>>(
    () => async (values) => {
      const problems = ruleProblems(values);
      const entries = Object.entries(problems).map(([name, message]) => [
        name,
        { type: 'validate', message: t(`notifications.rule.problem.${name}`, message) },
      ]);
      return entries.length
        ? { values: {}, errors: Object.fromEntries(entries) as FieldErrors<RuleValues> }
        : { values, errors: {} };
    },
    [t],
  );
  const form = useForm<RuleValues>({
    defaultValues: rule ? ruleValuesOf(rule) : EMPTY_RULE,
    resolver,
    mode: 'onSubmit',
  });
  const recipient = useWatch({ control: form.control, name: 'recipient' });
  const events = useWatch({ control: form.control, name: 'events' });
  const people = useRecipientOptions('people', recipient === 'person');
  const teams = useRecipientOptions('teams', recipient === 'team');
  const playbooks = useRecipientOptions('playbooks', recipient === 'playbook');
  const save = useSaveRule({ onSuccess: onSaved });

  const selectSpec = (name: 'person_id' | 'team_id' | 'playbook_id', label: string, rows: typeof people.data) =>
    ({
      name,
      label,
      kind: 'select',
      options: (rows ?? []).map((row) => ({ id: row.id, label: row.title || row.name || row.id })),
    }) satisfies FieldSpec<RuleValues>;

  const field = (spec: FieldSpec<RuleValues>, extra: { placeholder?: string } = {}) => (
    <SpecField<RuleValues>
      spec={spec}
      label={t(`notifications.rule.${spec.name}`, spec.label)}
      description={spec.description && t(`notifications.rule.${spec.name}.hint`, spec.description)}
      placeholder={extra.placeholder ?? spec.placeholder}
      isReadOnly={!editable}
      isDisabled={save.isPending}
    />
  );

  return (
    <Form
      form={form}
      id={formId}
      aria-label={t('notifications.rule.form', 'Notification rule')}
      onSubmit={(values) => {
        if (!editable) return;
        save.mutate({ id: rule?.id, row: ruleRowOf(values) });
      }}
    >
      <Stack gap={3}>
        {!isEditableRule(rule) ? (
          <InlineAlert tone="info">
            {t('notifications.rule.readOnly', 'This rule comes from {source}; change it there.', {
              source: rule?.source ?? '',
            })}
          </InlineAlert>
        ) : null}
        {rule?.error ? (
          <InlineAlert tone="danger">
            {t('notifications.rule.ruleError', 'This rule is in error: {error}', { error: rule.error })}
          </InlineAlert>
        ) : null}
        {field(NAME_FIELD)}
        <Controller
          control={form.control}
          name="events"
          render={({ field: events, fieldState }) => (
            <MultiSelect
              label={t('notifications.rule.events', 'Events')}
              options={NOTIFICATION_EVENTS.map((event) => ({ id: event, label: event }))}
              value={events.value}
              onChange={(keys) => events.onChange(keys.map(String))}
              isDisabled={!editable || save.isPending}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        {field(FILTER_FIELD)}
        {field(GROUP_BY_FIELD)}
        <Controller
          control={form.control}
          name="recipient"
          render={({ field: kind }) => (
            <Tabs
              selectedKey={kind.value}
              onSelectionChange={(key) => kind.onChange(String(key) as RecipientKind)}
              isDisabled={!editable}
            >
              <TabList aria-label={t('notifications.rule.recipient', 'Recipient')}>
                {RECIPIENT_KINDS.map((id) => (
                  <Tab key={id} id={id}>
                    {t(`notifications.rule.recipient.${id}`, TAB_LABELS[id])}
                  </Tab>
                ))}
              </TabList>
              <TabPanel id="person">{field(selectSpec('person_id', 'Person', people.data))}</TabPanel>
              <TabPanel id="team">{field(selectSpec('team_id', 'Team', teams.data))}</TabPanel>
              <TabPanel id="others">{field(SERVICE_FIELD)}</TabPanel>
              <TabPanel id="playbook">{field(selectSpec('playbook_id', 'Playbook', playbooks.data))}</TabPanel>
            </Tabs>
          )}
        />
        {field(REPEAT_FIELD)}
        {field(WAIT_FOR_FIELD)}
        {field(WAIT_FOR_EVAL_FIELD)}
        {field(TITLE_FIELD, { placeholder: defaultTitle(events ?? []) })}
        {field(TEMPLATE_FIELD)}
        {field(PROPERTIES_FIELD)}
        {save.isError ? (
          <InlineAlert tone="danger" role="alert">
            {errorMessageOf(save.error)}
          </InlineAlert>
        ) : null}
        <Inline gap={2} justify="end">
          <Button variant="secondary" onPress={onCancel}>
            {editable ? t('common.cancel', 'Cancel') : t('common.close', 'Close')}
          </Button>
          {editable ? (
            <Button variant="primary" type="submit" isDisabled={save.isPending}>
              {save.isPending ? t('notifications.rule.saving', 'Saving…') : t('notifications.rule.save', 'Save')}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </Form>
  );
}
