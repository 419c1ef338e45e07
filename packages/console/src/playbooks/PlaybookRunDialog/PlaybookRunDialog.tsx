import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { isApiError, type Playbook, type PlaybookParameter, type PlaybookTarget } from '@mission-control/api';
import { Button, Dialog, EmptyState, Form, Inline, Skeleton, Stack, useT, useToast } from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import { SpecField } from '../../shared/fields';
import { ResourceSelector, type ResourceSelectorKind, type ResourceRef } from '../../shared/ResourceSelector';
import {
  initialValues,
  paramFieldSpec,
  paramPath,
  runParams,
  validateParams,
  type ParamValue,
  type ParamValues,
} from '../model/paramForm';
import { compactTarget } from '../model/target';
import { usePlaybookParams, useRunPlaybook } from '../queries';

export interface PlaybookRunDialogProps {
  /** The playbook to run; its title (else name) is the dialog title. */
  playbook: Pick<Playbook, 'id' | 'name' | 'title' | 'spec'>;
  /** The check, component or config the run acts on at first; the resource picker may choose another. */
  target: PlaybookTarget;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The playbook run request's `error` field, else the error's message (operations §8). */
export function runFailureMessage(error: unknown): string {
  if (isApiError(error) && error.body && typeof error.body === 'object') {
    const field = (error.body as { error?: unknown }).error;
    if (typeof field === 'string' && field.trim()) return field;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The form holds the values in parameter order (a name is not a safe react-hook-form path). */
interface ParamsForm {
  values: ParamValue[];
}

const byName = (params: readonly PlaybookParameter[], values: readonly ParamValue[] | undefined): ParamValues =>
  Object.fromEntries(params.map((param, index) => [param.name, values?.[index] as ParamValue]));

/** The kinds of resource the playbook's spec selectors allow (spec.configs, components, checks). */
export function pickerKinds(playbook: PlaybookRunDialogProps['playbook']): ResourceSelectorKind[] {
  const spec = playbook.spec;
  const declared = (list: unknown) => Array.isArray(list) && list.length > 0;
  return (['configs', 'components', 'checks'] as const).filter((kind) => declared(spec?.[kind]));
}

const TARGET_FIELD = { configs: 'config_id', components: 'component_id', checks: 'check_id' } as const;

function refOf(target: PlaybookTarget): ResourceRef | null {
  if (target.config_id) return { kind: 'configs', id: target.config_id };
  if (target.component_id) return { kind: 'components', id: target.component_id };
  if (target.check_id) return { kind: 'checks', id: target.check_id };
  return null;
}

function targetOf(ref: ResourceRef | null): PlaybookTarget {
  if (!ref || !(ref.kind in TARGET_FIELD)) return {};
  return { [TARGET_FIELD[ref.kind as keyof typeof TARGET_FIELD]]: ref.id };
}

/**
 * Runs a playbook on a resource: a resource picker over the kinds the playbook allows, its
 * parameters as a form (operations §2.8, §5), then `POST /playbook/run` and the run page.
 */
export function PlaybookRunDialog({ playbook, target, isOpen, onOpenChange }: PlaybookRunDialogProps) {
  const t = useT();
  const toast = useToast();
  const { router, routes } = useConsole();
  const kinds = pickerKinds(playbook);
  // The picker starts at the resource the dialog was opened for; a playbook without selectors keeps it as is.
  const [resource, setResource] = useState<ResourceRef | null>(() => refOf(target));
  const compact = kinds.length > 0 ? targetOf(resource) : compactTarget(target);
  const hasTarget = Object.keys(compact).length > 0;
  const needsTarget = !hasTarget && kinds.length > 0;
  const paramsQuery = usePlaybookParams(playbook.id, compact, { enabled: isOpen && !needsTarget });
  const params = useMemo(() => paramsQuery.data ?? [], [paramsQuery.data]);
  const run = useRunPlaybook();

  // Values start from the defaults resolved for this resource, and start over when the resource changes.
  // Each problem in the dialog's words (react-hook-form reads the resolver of the latest render).
  const resolver = useMemo<Resolver<ParamsForm>>(
    () => async (data) => {
      const found = validateParams(params, byName(params, data.values));
      const errors: Record<number, { type: string; message: string }> = {};
      params.forEach((param, index) => {
        const problem = found[param.name];
        if (problem) errors[index] = { type: 'validate', message: t(problem.key, problem.message, problem.values) };
      });
      return Object.keys(errors).length > 0
        ? { values: {}, errors: { values: errors } as FieldErrors<ParamsForm> }
        : { values: data, errors: {} };
    },
    [params, t],
  );
  const form = useForm<ParamsForm>({ defaultValues: { values: [] }, resolver, mode: 'all' });
  useEffect(() => {
    const start = initialValues(params);
    form.reset({ values: params.map((param) => start[param.name]!) });
  }, [form, params]);
  const watched = useWatch({ control: form.control, name: 'values' });
  const values = byName(params, watched);

  const problems = validateParams(params, values);
  const isValid = Object.keys(problems).length === 0;
  const isLoaded = paramsQuery.isSuccess && !needsTarget;
  const canRun = isLoaded && isValid && !!playbook.id && !run.isPending;
  const title = playbook.title?.trim() || playbook.name;

  const submit = () => {
    if (!canRun) return;
    run.mutate(
      { id: playbook.id, ...compact, params: runParams(params, values) },
      {
        onSuccess: ({ run_id: runId }) => {
          const path = routes.playbookRun(runId);
          toast.success(t('playbooks.run.started', 'Playbook {name} started', { name: title }), {
            action: { label: t('playbooks.run.view', 'View run'), onPress: () => router.navigate(path) },
          });
          onOpenChange(false);
          router.navigate(path);
        },
        onError: (error) => {
          toast.error(runFailureMessage(error));
        },
      },
    );
  };

  let body;
  if (needsTarget) {
    body = <EmptyState title={t('playbooks.params.noResource', 'Please select a resource to see the parameters')} />;
  } else if (paramsQuery.isPending) {
    body = <Skeleton shape="rect" height={120} label={t('playbooks.params.loading', 'Loading parameters')} />;
  } else if (paramsQuery.isError) {
    body = <EmptyState title={runFailureMessage(paramsQuery.error)} />;
  } else if (params.length === 0) {
    body = <EmptyState title={t('playbooks.params.empty', 'No parameters for this playbook')} />;
  } else {
    body = params.map((param, index) => {
      const spec = paramFieldSpec(param);
      return (
        <SpecField<ParamsForm>
          key={param.name}
          spec={spec}
          name={paramPath(index)}
          description={spec.description ?? (spec.hint && t(spec.hint.key, spec.hint.text, spec.hint.values))}
          placeholder={spec.kind === 'select' ? t('playbooks.param.choose', 'Choose…') : undefined}
          isDisabled={run.isPending}
        />
      );
    });
  }

  const picker =
    kinds.length > 0 ? (
      <ResourceSelector
        label={t('playbooks.run.resource', 'Resource')}
        kinds={kinds}
        value={resource}
        onChange={setResource}
        isRequired
        showRequired={needsTarget && resource === null}
        isDisabled={run.isPending}
      />
    ) : null;

  const formId = `playbook-run-${playbook.id}`;
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="small"
      footer={
        <Inline gap={2} justify="end" wrap={false}>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('common.cancel', 'Cancel')}
          </Button>
          <Button variant="primary" type="submit" form={formId} isDisabled={!canRun}>
            {run.isPending ? t('playbooks.run.running', 'Running...') : t('playbooks.run.submit', 'Run')}
          </Button>
        </Inline>
      }
    >
      {/* Outside the form: Enter in the form's only field still runs, as HTML's implicit submission allows. */}
      <Stack gap={4}>
        {picker}
        <Form
          form={form}
          id={formId}
          aria-label={t('playbooks.params.form', 'Parameters of {name}', { name: title })}
          // Enter in a field runs only when Run is enabled, as pressing Run does.
          onSubmit={submit}
          onSubmitCapture={(event) => {
            if (canRun) return;
            event.preventDefault();
            event.stopPropagation();
          }}
        >
          <Stack gap={4}>{body}</Stack>
        </Form>
      </Stack>
    </Dialog>
  );
}
