import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import type { UiNode } from '@mission-control/api';
import { Button, Checkbox, cssVar, TextField, useT } from '@mission-control/ui';
import { FlowMessages } from './FlowMessages';
import {
  initialValues,
  inputAttributes,
  isButton,
  nodeLabel,
  submitPayload,
  textNodeLines,
  type FormValues,
  type InputAttributes,
} from '../model/nodes';
import { QrImage } from './QrImage';
import { runWebAuthn, webAuthnCeremony, webAuthnOptions } from '../model/webauthn';

export interface FlowFormProps {
  /** The nodes of this form (one group plus `default`). */
  nodes: readonly UiNode[];
  /** Sends the body; resolves when the answer has been handled. */
  onSubmit: (body: FormValues) => Promise<void>;
  /** Accessible name of the form. */
  'aria-label'?: string;
  /** Changes when the flow is replaced, so field values restart from the new nodes. */
  flowKey?: string;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar('space.2')};
`;

const Secrets = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10ch, 1fr));
  gap: ${cssVar('space.1')} ${cssVar('space.3')};
  margin: 0;
  padding: ${cssVar('space.2')};
  list-style: none;
  font-family: ${cssVar('font.mono')};
  background: ${cssVar('color.surfaceSunken')};
  border-radius: ${cssVar('radius.sm')};
`;

const Text = styled.p`
  margin: 0;
  color: ${cssVar('color.text')};
`;

const Code = styled.code`
  font-family: ${cssVar('font.mono')};
  word-break: break-all;
`;

/** The button that was pressed, by name and value, mapped back to the node's own (possibly non-string) value. */
function pressedButton(
  nodes: readonly UiNode[],
  submitter: Element | null,
): { name: string; value: unknown } | undefined {
  const buttons = nodes.map(inputAttributes).filter((a): a is InputAttributes => !!a && a.type === 'submit');
  const name = submitter?.getAttribute('name');
  const value = submitter?.getAttribute('value');
  const match = name ? buttons.find((b) => b.name === name && String(b.value ?? '') === (value ?? '')) : buttons[0];
  return match ? { name: match.name, value: match.value ?? '' } : undefined;
}

/**
 * A generic form over the identity service's UI nodes, so the account pages follow whatever methods
 * the server offers (password, TOTP, backup codes, WebAuthn, social sign-in, email codes).
 */
export function FlowForm({ nodes, onSubmit, flowKey, ...rest }: FlowFormProps) {
  const t = useT();
  const [values, setValues] = useState<FormValues>(() => initialValues(nodes));
  const [busy, setBusy] = useState(false);
  const [ceremonyError, setCeremonyError] = useState<string | null>(null);
  // A new flow (or a new answer) brings new values: restart from its nodes.
  const initial = useMemo(() => initialValues(nodes), [nodes]);
  useEffect(() => setValues(initial), [initial, flowKey]);

  const send = async (body: FormValues) => {
    setBusy(true);
    try {
      await onSubmit(body);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter ?? null;
    void send(submitPayload(nodes, values, pressedButton(nodes, submitter)));
  };

  const ceremony = async (trigger: UiNode) => {
    setCeremonyError(null);
    const kind = webAuthnCeremony(trigger);
    const options = webAuthnOptions(nodes, trigger);
    if (!kind || !options) {
      setCeremonyError(t('account.webauthn.unavailable', 'This security key request could not be read.'));
      return;
    }
    try {
      const response = await runWebAuthn(kind, options);
      const field = kind === 'register' ? 'webauthn_register' : 'webauthn_login';
      await send({ ...submitPayload(nodes, values), method: 'webauthn', [field]: response });
    } catch (error) {
      setCeremonyError(error instanceof Error ? error.message : String(error));
    }
  };

  const fields = [];
  const buttons = [];
  for (const [index, node] of nodes.entries()) {
    const key = `${node.group}:${String(node.attributes.name ?? node.attributes.id ?? index)}:${String(node.attributes.value ?? '')}`;
    const attributes = inputAttributes(node);
    if (attributes) {
      if (attributes.type === 'hidden') continue;
      const label = nodeLabel(node);
      const errors = node.messages.filter((m) => m.type === 'error').map((m) => m.text);
      if (isButton(attributes)) {
        const isTrigger = attributes.type === 'button' || !!attributes.onclickTrigger || !!attributes.onclick;
        buttons.push(
          isTrigger ? (
            <Button key={key} isDisabled={busy || attributes.disabled} onPress={() => void ceremony(node)}>
              {label}
            </Button>
          ) : (
            <Button
              key={key}
              type="submit"
              name={attributes.name}
              value={String(attributes.value ?? '')}
              variant={buttons.length === 0 ? 'primary' : 'secondary'}
              isDisabled={attributes.disabled}
              isLoading={busy}
            >
              {label}
            </Button>
          ),
        );
        continue;
      }
      if (attributes.type === 'checkbox') {
        fields.push(
          <Checkbox
            key={key}
            name={attributes.name}
            isSelected={values[attributes.name] === true}
            onChange={(selected) => setValues((v) => ({ ...v, [attributes.name]: selected }))}
            isDisabled={attributes.disabled}
            isInvalid={errors.length > 0}
          >
            {label}
          </Checkbox>,
        );
        continue;
      }
      const type = (['email', 'password', 'tel', 'url'].includes(attributes.type) ? attributes.type : 'text') as
        'text' | 'email' | 'password' | 'tel' | 'url';
      fields.push(
        <TextField
          key={key}
          label={label}
          name={attributes.name}
          type={type}
          autoComplete={attributes.autocomplete}
          value={String(values[attributes.name] ?? '')}
          onChange={(value) => setValues((v) => ({ ...v, [attributes.name]: value }))}
          isRequired={attributes.required}
          isDisabled={attributes.disabled}
          isInvalid={errors.length > 0}
          errorMessage={errors.join(' ')}
          description={node.messages
            .filter((m) => m.type !== 'error')
            .map((m) => m.text)
            .join(' ')}
        />,
      );
      continue;
    }
    if (node.type === 'text') {
      const { text, secrets } = textNodeLines(node);
      fields.push(
        <div key={key}>
          {secrets.length > 0 ? (
            <>
              <Text>{nodeLabel(node) || text}</Text>
              <Secrets aria-label={nodeLabel(node) || text}>
                {secrets.map((secret) => (
                  <li key={secret}>{secret}</li>
                ))}
              </Secrets>
            </>
          ) : (
            <Text>
              {nodeLabel(node) && nodeLabel(node) !== text ? `${nodeLabel(node)}: ` : null}
              <Code>{text}</Code>
            </Text>
          )}
        </div>,
      );
      continue;
    }
    if (node.type === 'img') {
      const src = typeof node.attributes.src === 'string' ? node.attributes.src : '';
      if (src)
        fields.push(
          <QrImage key={key} src={src} alt={nodeLabel(node) || t('account.totp.qr', 'Authenticator app QR code')} />,
        );
      continue;
    }
    if (node.type === 'a') {
      const href = typeof node.attributes.href === 'string' ? node.attributes.href : '';
      const title = (node.attributes.title as { text?: string } | undefined)?.text ?? nodeLabel(node);
      if (href)
        fields.push(
          <a key={key} href={href}>
            {title}
          </a>,
        );
      continue;
    }
    // script nodes (Kratos' own WebAuthn script) are deliberately not loaded: the triggers above do its job.
  }

  return (
    <Form noValidate onSubmit={submit} aria-label={rest['aria-label']} aria-busy={busy || undefined}>
      {fields}
      {ceremonyError ? <FlowMessages messages={[{ text: ceremonyError, type: 'error' }]} /> : null}
      {buttons.length ? <Buttons>{buttons}</Buttons> : null}
    </Form>
  );
}
