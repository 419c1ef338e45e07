import { useState } from 'react';
import { parse, stringify } from 'yaml';
import { Button, Dialog, Tab, TabList, TabPanel, Tabs, Textarea, TextField, useT } from '@mission-control/ui';
import { useFeature } from '../../../provider/ConsoleProvider';
import { Code, Fields, Muted, Row } from '../../shared/styles';
import type { IntegrationRow } from '../model/integrationRows';
import { DIRECT_FORMS } from '../IntegrationForms';
import {
  GITOPS_DEFAULT_NAMESPACE,
  GITOPS_NOTE,
  GITOPS_OPTIONS,
  helmCommands,
  helmReleaseYaml,
  validateValues,
  type GitOpsOption,
} from '../model/gitops';

export type DirectIntegration = 'topology' | 'scraper' | 'logging_backend';

export interface AddIntegrationDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * A direct integration was saved (the dialog has closed). The host goes to
   * its return route: a topology to /topology, a scraper to its own page.
   */
  onCreated?: (kind: DirectIntegration, row: IntegrationRow) => void;
}

const DIRECT: ReadonlyArray<{ id: DirectIntegration; label: string }> = [
  { id: 'topology', label: 'Custom Topology' },
  { id: 'scraper', label: 'Catalog Scraper' },
  { id: 'logging_backend', label: 'Log Backends' },
];

type Selection = { kind: 'gitops'; option: GitOpsOption } | { kind: 'direct'; id: DirectIntegration; label: string };

function GitOpsForm({ option, onBack, onClose }: { option: GitOpsOption; onBack: () => void; onClose: () => void }) {
  const t = useT();
  const [namespace, setNamespace] = useState(GITOPS_DEFAULT_NAMESPACE);
  const [text, setText] = useState(() => stringify(option.defaults));
  const [values, setValues] = useState<unknown>(option.defaults);
  const [yamlError, setYamlError] = useState<string>();
  const onValues = (next: string) => {
    setText(next);
    try {
      setValues(parse(next) ?? {});
      setYamlError(undefined);
    } catch (error) {
      // Invalid YAML is reported; the preview keeps the last valid values.
      setYamlError(error instanceof Error ? error.message.split('\n')[0] : String(error));
    }
  };
  const schemaErrors = validateValues(values, option.schema);
  const ns = namespace.trim() || 'default';
  return (
    <Fields>
      <TextField
        label={t('integrations.namespace', 'Namespace')}
        placeholder="default"
        value={namespace}
        onChange={setNamespace}
      />
      <Textarea
        label={t('integrations.values', 'Values')}
        value={text}
        onChange={onValues}
        isInvalid={Boolean(yamlError) || schemaErrors.length > 0}
        errorMessage={yamlError ?? schemaErrors.join('; ')}
      />
      <Tabs>
        <TabList aria-label={t('integrations.preview', 'Preview')}>
          <Tab id="flux">{t('integrations.flux', 'Flux')}</Tab>
          <Tab id="helm">{t('integrations.helm', 'Helm CLI')}</Tab>
        </TabList>
        <TabPanel id="flux">
          <Code role="region" tabIndex={0} aria-label={t('integrations.fluxPreview', 'Flux HelmRelease')}>
            {helmReleaseYaml(option, ns, values)}
          </Code>
        </TabPanel>
        <TabPanel id="helm">
          <Code role="region" tabIndex={0} aria-label={t('integrations.helmPreview', 'Helm install commands')}>
            {helmCommands(option, ns, values)}
          </Code>
        </TabPanel>
      </Tabs>
      <Muted>{t('integrations.note', GITOPS_NOTE)}</Muted>
      <Row style={{ justifyContent: 'flex-end' }}>
        <Button variant="secondary" onPress={onBack}>
          {t('action.back', 'Back')}
        </Button>
        <Button variant="primary" onPress={onClose}>
          {t('action.close', 'Close')}
        </Button>
      </Row>
    </Fields>
  );
}

function DirectForm({
  id,
  onBack,
  onClose,
  onCreated,
}: {
  id: DirectIntegration;
  onBack: () => void;
  onClose: () => void;
  onCreated: (row: IntegrationRow) => void;
}) {
  const Form = DIRECT_FORMS[id];
  return <Form onDone={(row) => (row ? onCreated(row) : onClose())} onCancel={onClose} onBack={onBack} />;
}

/**
 * The full-size 'Add Integration' dialog (operations §2.4): GitOps tiles
 * (namespace, values validated against the chart's bundled values schema,
 * Flux and Helm CLI previews) and direct tiles whose forms open in the dialog
 * (Log Backends hidden when the logs feature is off). After a save the dialog
 * closes and the host refreshes and navigates.
 */
export function AddIntegrationDialog({ isOpen, onOpenChange, onCreated }: AddIntegrationDialogProps) {
  const t = useT();
  const logs = useFeature('logs');
  const [selected, setSelected] = useState<Selection | null>(null);
  const close = () => {
    setSelected(null);
    onOpenChange(false);
  };
  const label = selected ? (selected.kind === 'gitops' ? selected.option.label : selected.label) : '';
  const title = `${t('integrations.add', 'Add Integration')}${label ? ` ${label}` : ''}`;
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => (open ? onOpenChange(true) : close())} size="full" title={title}>
      {selected?.kind === 'gitops' ? (
        <GitOpsForm
          key={selected.option.id}
          option={selected.option}
          onBack={() => setSelected(null)}
          onClose={close}
        />
      ) : selected?.kind === 'direct' ? (
        <DirectForm
          key={selected.id}
          id={selected.id}
          onBack={() => setSelected(null)}
          onClose={close}
          onCreated={(row) => {
            const kind = selected.id;
            close();
            onCreated?.(kind, row);
          }}
        />
      ) : (
        <Fields>
          <section aria-labelledby="gitops-heading">
            <h2 id="gitops-heading">{t('integrations.gitops', 'Add via GitOps')}</h2>
            <Row style={{ flexWrap: 'wrap' }}>
              {GITOPS_OPTIONS.map((option) => (
                <Button key={option.id} variant="secondary" onPress={() => setSelected({ kind: 'gitops', option })}>
                  {option.label}
                </Button>
              ))}
            </Row>
          </section>
          <section aria-labelledby="direct-heading">
            <h2 id="direct-heading">{t('integrations.direct', 'Add Directly')}</h2>
            <Row style={{ flexWrap: 'wrap' }}>
              {DIRECT.filter((option) => option.id !== 'logging_backend' || logs).map((option) => (
                <Button
                  key={option.id}
                  variant="secondary"
                  onPress={() => setSelected({ kind: 'direct', id: option.id, label: option.label })}
                >
                  {option.label}
                </Button>
              ))}
            </Row>
          </section>
        </Fields>
      )}
    </Dialog>
  );
}
