import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { errorMessageOf } from '@mission-control/api';
import {
  Button,
  Form,
  InlineAlert,
  Inline,
  Skeleton,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useT,
} from '@mission-control/ui';
import { useCan, useConsole, useSearchParams } from '../../provider/ConsoleProvider';
import { SpecField, type FieldSpec } from '../../shared/fields';
import { ResourceSelector, type ResourceSelectorKind } from '../../shared/ResourceSelector';
import { notificationHref } from '../hrefs';
import type { SilenceRow } from '../model/rows';
import {
  silencePatchOf,
  silencePreviewQuery,
  silenceProblems,
  silenceRequestOf,
  silenceValuesFromQuery,
  silenceValuesOf,
  type ResourceKind,
  type SilenceMode,
  type SilenceValues,
} from '../model/silenceForm';
import { NotificationTabs } from '../NotificationTabs';
import { Page } from '../NotificationTabs/NotificationTabs.styles';
import { useCreateSilence, useNotificationSilence, useUpdateSilence } from '../queries';
import { Narrow } from './SilenceForm.styles';
import {
  SILENCE_DURATION,
  SILENCE_FILTER,
  SILENCE_KIND,
  SILENCE_NAME,
  SILENCE_REASON,
  SILENCE_RECURSIVE,
  SILENCE_RESOURCE,
  SILENCE_SELECTORS,
} from './silenceFields';
import { SilencePreview } from './SilencePreview';

export interface SilenceFormPageProps {
  className?: string;
}

const MODES: { id: SilenceMode; label: string }[] = [
  { id: 'resource', label: 'Resource' },
  { id: 'filter', label: 'Filter' },
  { id: 'selector', label: 'Selector' },
];

/** The kinds the resource picker searches (POST /resources/search); a canary is still given by its id. */
const SEARCHED: Partial<Record<ResourceKind, ResourceSelectorKind>> = {
  check: 'checks',
  config: 'configs',
  component: 'components',
};

interface SilenceFormProps {
  silence: SilenceRow | null;
  initial: SilenceValues;
  canWrite: boolean;
  onDone: () => void;
}

/** The add/edit form (reference §3.4): mode, Name, the resource / filter / selectors, Duration, Reason, Preview. */
export function SilenceForm({ silence, initial, canWrite, onDone }: SilenceFormProps) {
  const t = useT();
  const resolver = useMemo<Resolver<SilenceValues>>(
    () => async (values) => {
      const problems = silenceProblems(values);
      const entries = Object.entries(problems).map(([name, message]) => [
        name,
        { type: 'validate', message: t(`notifications.silence.problem.${name}`, message) },
      ]);
      return entries.length
        ? { values: {}, errors: Object.fromEntries(entries) as FieldErrors<SilenceValues> }
        : { values, errors: {} };
    },
    [t],
  );
  const form = useForm<SilenceValues>({ defaultValues: initial, resolver, mode: 'onSubmit' });
  const values = useWatch({ control: form.control }) as SilenceValues;
  const create = useCreateSilence({ onSuccess: onDone });
  const update = useUpdateSilence({ onSuccess: onDone });
  const pending = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const [previewQuery, setPreviewQuery] = useState<Record<string, string> | null>(null);
  const field = (spec: FieldSpec<SilenceValues>) => (
    <SpecField<SilenceValues>
      spec={spec}
      label={t(`notifications.silence.${spec.name}`, spec.label)}
      description={spec.description && t(`notifications.silence.${spec.name}.hint`, spec.description)}
      isReadOnly={!canWrite}
      isDisabled={pending}
    />
  );
  return (
    <Form
      form={form}
      aria-label={t('notifications.silence.form', 'Notification silence')}
      onSubmit={(submitted) => {
        if (!canWrite) return;
        if (silence) update.mutate({ id: silence.id, patch: silencePatchOf(submitted, new Date()) });
        else create.mutate(silenceRequestOf(submitted));
      }}
    >
      <Stack gap={3}>
        <Controller
          control={form.control}
          name="mode"
          render={({ field: mode }) => (
            <Tabs selectedKey={mode.value} onSelectionChange={(key) => mode.onChange(String(key) as SilenceMode)}>
              <TabList aria-label={t('notifications.silence.mode', 'Silence by')}>
                {MODES.map((item) => (
                  <Tab key={item.id} id={item.id}>
                    {t(`notifications.silence.mode.${item.id}`, item.label)}
                  </Tab>
                ))}
              </TabList>
              <TabPanel id="resource">
                <Stack gap={3}>
                  {field(SILENCE_KIND)}
                  {SEARCHED[values.resourceKind] ? (
                    <Controller
                      control={form.control}
                      name="resourceId"
                      render={({ field: resource, fieldState }) => (
                        <ResourceSelector
                          key={values.resourceKind}
                          kinds={[SEARCHED[values.resourceKind]!]}
                          label={t('notifications.silence.resourceId', 'Resource')}
                          value={resource.value ? { kind: SEARCHED[values.resourceKind]!, id: resource.value } : null}
                          onChange={(ref) => resource.onChange(ref?.id ?? '')}
                          isRequired
                          errorMessage={fieldState.error?.message}
                          isDisabled={pending || !canWrite}
                        />
                      )}
                    />
                  ) : (
                    field(SILENCE_RESOURCE)
                  )}
                  {field(SILENCE_RECURSIVE)}
                </Stack>
              </TabPanel>
              <TabPanel id="filter">{field(SILENCE_FILTER)}</TabPanel>
              <TabPanel id="selector">{field(SILENCE_SELECTORS)}</TabPanel>
            </Tabs>
          )}
        />
        {field(SILENCE_NAME)}
        {field(SILENCE_DURATION)}
        {field(SILENCE_REASON)}
        {failure ? <InlineAlert tone="danger">{errorMessageOf(failure)}</InlineAlert> : null}
        <Inline gap={2} justify="end">
          <Button variant="secondary" onPress={() => setPreviewQuery(silencePreviewQuery(values))}>
            {t('notifications.silence.preview', 'Preview')}
          </Button>
          <Button variant="secondary" onPress={onDone}>
            {t('common.cancel', 'Cancel')}
          </Button>
          {canWrite ? (
            <Button variant="primary" type="submit" isDisabled={pending}>
              {silence ? t('notifications.silence.update', 'Update') : t('notifications.silence.submit', 'Submit')}
            </Button>
          ) : null}
        </Inline>
        {previewQuery ? (
          Object.keys(previewQuery).length ? (
            <section aria-label={t('notifications.preview.title', 'Preview')}>
              <SilencePreview query={previewQuery} />
            </section>
          ) : (
            <InlineAlert tone="info">
              {t('notifications.preview.empty', 'Choose a resource, a filter or selectors to preview')}
            </InlineAlert>
          )
        ) : null}
      </Stack>
    </Form>
  );
}

/**
 * `/notifications/silences/add` (reference §3.4): a new silence (prefilled from `?check_id=`, `?config_id=`,
 * `?component_id=`, `?canary_id=` or `?filter=`), or `?id=` to edit one.
 */
export function SilenceFormPage({ className }: SilenceFormPageProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const canWrite = useCan('notifications', 'write');
  const [params] = useSearchParams();
  const id = params.get('id');
  const silence = useNotificationSilence(id);
  const done = () => router.navigate(notificationHref(routes, 'notificationSilences'));
  let body;
  if (id && silence.isPending)
    body = <Skeleton lines={6} label={t('notifications.silence.loading', 'Loading the silence')} />;
  else if (id && silence.isError) body = <InlineAlert tone="danger">{errorMessageOf(silence.error)}</InlineAlert>;
  else
    body = (
      <SilenceForm
        key={id ?? params.toString()}
        silence={silence.data ?? null}
        initial={silence.data ? silenceValuesOf(silence.data) : silenceValuesFromQuery(params)}
        canWrite={canWrite}
        onDone={done}
      />
    );
  return (
    <Page className={className}>
      <NotificationTabs current="silences" />
      <Narrow>{body}</Narrow>
    </Page>
  );
}
