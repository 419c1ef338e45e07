import { msg, type UiText } from './messages';

export type NodeGroup = 'default' | 'password' | 'profile' | 'code' | 'totp' | 'lookup_secret' | 'webauthn';

/** One UI node as Kratos sends it; attributes depend on `type` (input, text, img, a, script). */
export interface UiNode {
  type: 'input' | 'text' | 'img' | 'a' | 'script';
  group: NodeGroup;
  attributes: Record<string, unknown>;
  messages: UiText[];
  meta: { label?: UiText };
}

export interface InputOptions {
  type?: 'text' | 'email' | 'password' | 'hidden' | 'submit' | 'button' | 'checkbox';
  value?: unknown;
  required?: boolean;
  disabled?: boolean;
  autocomplete?: string;
  label?: UiText;
  extra?: Record<string, unknown>;
}

export function input(group: NodeGroup, name: string, options: InputOptions = {}): UiNode {
  return {
    type: 'input',
    group,
    attributes: {
      name,
      type: options.type ?? 'text',
      ...(options.value !== undefined ? { value: options.value } : {}),
      ...(options.required ? { required: true } : {}),
      ...(options.autocomplete ? { autocomplete: options.autocomplete } : {}),
      disabled: options.disabled ?? false,
      node_type: 'input',
      ...options.extra,
    },
    messages: [],
    meta: options.label ? { label: options.label } : {},
  };
}

export function text(group: NodeGroup, id: string, content: UiText, label?: UiText): UiNode {
  return {
    type: 'text',
    group,
    attributes: { id, text: content, node_type: 'text' },
    messages: [],
    meta: label ? { label } : {},
  };
}

/** An image; `totp_qr` carries the `otpauth://` address, which the console draws as a QR code itself. */
export function img(group: NodeGroup, id: string, src: string, label?: UiText): UiNode {
  return {
    type: 'img',
    group,
    attributes: { id, src, width: 256, height: 256, node_type: 'img' },
    messages: [],
    meta: label ? { label } : {},
  };
}

export function submit(group: NodeGroup, name: string, value: string, label: UiText): UiNode {
  return input(group, name, { type: 'submit', value, label });
}

export function csrfNode(token: string): UiNode {
  return input('default', 'csrf_token', { type: 'hidden', value: token, required: true });
}

/** The value of a named input node, if present. */
export function nodeValue(nodes: UiNode[], name: string): unknown {
  return nodes.find((node) => node.type === 'input' && node.attributes.name === name)?.attributes.value;
}

/** Sets values (e.g. what the user typed) and messages on the named input nodes. */
export function withValues(
  nodes: UiNode[],
  values: Record<string, unknown>,
  messages: Record<string, UiText[]> = {},
): UiNode[] {
  return nodes.map((node) => {
    const name = node.attributes.name;
    if (node.type !== 'input' || typeof name !== 'string') return node;
    const attributes = { ...node.attributes };
    // Secrets typed by the user are never echoed back.
    if (name in values && attributes.type !== 'password' && attributes.type !== 'submit')
      attributes.value = values[name];
    return { ...node, attributes, messages: messages[name] ?? [] };
  });
}

/** The trait inputs of the identity schema: email plus first and last name. */
export function traitNodes(
  group: NodeGroup,
  traits: { email?: string; name?: { first?: string; last?: string } } = {},
): UiNode[] {
  return [
    input(group, 'traits.email', {
      type: 'email',
      value: traits.email,
      required: true,
      autocomplete: 'email',
      label: msg.title('E-Mail'),
    }),
    input(group, 'traits.name.first', { value: traits.name?.first, label: msg.title('First name') }),
    input(group, 'traits.name.last', { value: traits.name?.last, label: msg.title('Last name') }),
  ];
}
