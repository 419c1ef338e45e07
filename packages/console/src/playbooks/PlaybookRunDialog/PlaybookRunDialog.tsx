import { useEffect, useMemo, useState } from 'react';
import { isApiError, type Playbook, type PlaybookTarget } from '@mission-control/api';
import { Button, Dialog, EmptyState, Inline, Skeleton, Stack, useT, useToast } from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import { PlaybookParamField } from './PlaybookParamField';
import { initialValues, runParams, validateParams, type ParamValue, type ParamValues } from '../model/paramForm';
import { compactTarget } from '../model/target';
import { usePlaybookParams, useRunPlaybook } from '../queries';

export interface PlaybookRunDialogProps {
  /** The playbook to run; its title (else name) is the dialog title. */
  playbook: Pick<Playbook, 'id' | 'name' | 'title' | 'spec'>;
  /** The check, component or config the run acts on. */
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

function declaresTargets(playbook: PlaybookRunDialogProps['playbook']): boolean {
  const spec = playbook.spec;
  return [spec?.checks, spec?.components, spec?.configs].some((list) => Array.isArray(list) && list.length > 0);
}

/**
 * Runs a playbook on a resource: its parameters as a form (operations §2.8, §5),
 * then `POST /playbook/run`; a success toast links to the run.
 */
export function PlaybookRunDialog({ playbook, target, isOpen, onOpenChange }: PlaybookRunDialogProps) {
  const t = useT();
  const toast = useToast();
  const { router, routes } = useConsole();
  const compact = compactTarget(target);
  const hasTarget = Object.keys(compact).length > 0;
  const needsTarget = !hasTarget && declaresTargets(playbook);
  const paramsQuery = usePlaybookParams(playbook.id, compact, { enabled: isOpen && !needsTarget });
  const params = useMemo(() => paramsQuery.data ?? [], [paramsQuery.data]);
  const run = useRunPlaybook();

  // Values start from the defaults resolved for this resource, and start over when the resource changes.
  const [values, setValues] = useState<ParamValues>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  useEffect(() => {
    setValues(initialValues(params));
    setTouched({});
  }, [params]);

  const problems = validateParams(params, values);
  const isValid = Object.keys(problems).length === 0;
  const isLoaded = paramsQuery.isSuccess && !needsTarget;
  const canRun = isLoaded && isValid && !!playbook.id && !run.isPending;
  const title = playbook.title?.trim() || playbook.name;

  const setValue = (name: string, value: ParamValue) => setValues((previous) => ({ ...previous, [name]: value }));
  const touch = (name: string) => setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true }));

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
    body = params.map((param) => {
      const problem = touched[param.name] ? problems[param.name] : undefined;
      return (
        <PlaybookParamField
          key={param.name}
          param={param}
          value={values[param.name]}
          onChange={(value) => {
            setValue(param.name, value);
            touch(param.name);
          }}
          onBlur={() => touch(param.name)}
          error={problem ? t(problem.key, problem.message, problem.values) : undefined}
          isDisabled={run.isPending}
        />
      );
    });
  }

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
      <form
        id={formId}
        noValidate
        aria-label={t('playbooks.params.form', 'Parameters of {name}', { name: title })}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap={4}>{body}</Stack>
      </form>
    </Dialog>
  );
}
