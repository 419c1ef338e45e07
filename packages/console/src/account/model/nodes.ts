import type { IdentityFlow, UiNode, UiText } from '@mission-control/api';

/** The attributes of an `input` node, as the identity service sends them (Kratos' UiNodeInputAttributes). */
export interface InputAttributes {
  name: string;
  type: string;
  value?: unknown;
  required?: boolean;
  disabled?: boolean;
  autocomplete?: string;
  /** Older Kratos: JavaScript to run on click (WebAuthn); we read its options instead of evaluating it. */
  onclick?: string;
  /** Newer Kratos: which browser helper the button triggers (`oryWebAuthnLogin`, `oryWebAuthnRegistration`). */
  onclickTrigger?: string;
}

export type FormValues = Record<string, unknown>;

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function inputAttributes(node: UiNode): InputAttributes | null {
  if (node.type !== 'input') return null;
  const name = str(node.attributes.name);
  if (!name) return null;
  return { ...(node.attributes as Partial<InputAttributes>), name, type: str(node.attributes.type) ?? 'text' };
}

export function isButton(attributes: InputAttributes): boolean {
  return attributes.type === 'submit' || attributes.type === 'button';
}

/** The visible label of a node: its meta label, else the input name. */
export function nodeLabel(node: UiNode): string {
  return node.meta?.label?.text ?? str(node.attributes.name) ?? '';
}

/** The starting value of every non-button input (buttons only send a value when pressed). */
export function initialValues(nodes: readonly UiNode[]): FormValues {
  const values: FormValues = {};
  for (const node of nodes) {
    const attributes = inputAttributes(node);
    if (!attributes || isButton(attributes)) continue;
    if (attributes.type === 'checkbox') values[attributes.name] = attributes.value === true;
    else values[attributes.name] = attributes.value ?? '';
  }
  return values;
}

/**
 * The body of a submit: every field of the given nodes with its current value, plus the pressed button.
 * Keys stay flat (`traits.email`); the identity service reads JSON in form format, as Kratos does.
 * Empty optional text fields are left out so they do not fail the traits schema as "".
 */
export function submitPayload(
  nodes: readonly UiNode[],
  values: FormValues,
  pressed?: { name: string; value: unknown },
): FormValues {
  const body: FormValues = {};
  for (const node of nodes) {
    const attributes = inputAttributes(node);
    if (!attributes || isButton(attributes)) continue;
    const value = Object.hasOwn(values, attributes.name) ? values[attributes.name] : attributes.value;
    if (value === '' && !attributes.required && attributes.type !== 'hidden' && attributes.type !== 'password')
      continue;
    body[attributes.name] = value;
  }
  if (pressed) body[pressed.name] = pressed.value;
  return body;
}

/** Nodes of the given groups; the `default` group (CSRF token, identifier) belongs to every form. */
export function nodesOfGroups(flow: IdentityFlow, groups: readonly string[]): UiNode[] {
  return flow.ui.nodes.filter((node) => node.group === 'default' || groups.includes(node.group));
}

/** The groups a flow has, in order of first appearance, without `default`. */
export function groupsOf(flow: IdentityFlow): string[] {
  const seen: string[] = [];
  for (const node of flow.ui.nodes) if (node.group !== 'default' && !seen.includes(node.group)) seen.push(node.group);
  return seen;
}

/** A Kratos message of type error is shown as an error; info and success as status. */
export function isErrorText(text: UiText): boolean {
  return text.type === 'error';
}

/** The CSRF token of a flow, needed for submits that do not come from its form (auto-submit). */
export function csrfToken(flow: IdentityFlow): string | undefined {
  for (const node of flow.ui.nodes) {
    const attributes = inputAttributes(node);
    if (attributes?.name === 'csrf_token') return str(attributes.value);
  }
  return undefined;
}

/**
 * The secrets of a text node: backup recovery codes arrive as `context.secrets[].text`,
 * the TOTP secret as the text itself.
 */
export function textNodeLines(node: UiNode): { text: string; secrets: string[] } {
  const text = node.attributes.text as UiText | undefined;
  const context = (text?.context ?? {}) as { secrets?: Array<{ text?: string } | string> };
  const secrets = Array.isArray(context.secrets)
    ? context.secrets
        .map((secret) => (typeof secret === 'string' ? secret : (secret?.text ?? '')))
        .filter((secret) => secret !== '')
    : [];
  return { text: text?.text ?? '', secrets };
}
