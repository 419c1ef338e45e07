import type { IdentityFlow, UiNode } from '@mission-control/api';

type Group = UiNode['group'];

function input(
  group: Group,
  name: string,
  options: { type?: string; value?: unknown; label?: string; required?: boolean; messages?: UiNode['messages'] } = {},
): UiNode {
  return {
    type: 'input',
    group,
    attributes: {
      name,
      type: options.type ?? 'text',
      value: options.value,
      required: options.required,
      node_type: 'input',
    },
    messages: options.messages ?? [],
    meta: options.label ? { label: { id: 1, text: options.label, type: 'info' } } : {},
  };
}

const csrf = input('default', 'csrf_token', { type: 'hidden', value: 'csrf-1', required: true });

function flow(id: string, type: string, nodes: UiNode[], extra: Partial<IdentityFlow> = {}): IdentityFlow {
  return {
    id,
    type: 'browser',
    expires_at: '2099-01-01T00:00:00Z',
    ui: { action: `/api/kratos/self-service/${type}?flow=${id}`, method: 'POST', nodes, messages: [] },
    ...extra,
  };
}

export function loginFlow(id = 'login-1', extra: Partial<IdentityFlow> = {}): IdentityFlow {
  return flow(
    id,
    'login',
    [
      csrf,
      input('default', 'identifier', { label: 'E-Mail', required: true }),
      input('password', 'password', { type: 'password', label: 'Password', required: true }),
      input('password', 'method', { type: 'submit', value: 'password', label: 'Sign in' }),
    ],
    extra,
  );
}

/** The login flow answered with a 400: the password was wrong. */
export function loginFlowWithErrors(id = 'login-1'): IdentityFlow {
  const base = loginFlow(id);
  base.ui.messages = [
    {
      id: 4000006,
      text: 'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
      type: 'error',
    },
  ];
  base.ui.nodes[1] = input('default', 'identifier', { label: 'E-Mail', required: true, value: 'ada@example.com' });
  base.ui.nodes[2] = input('password', 'password', {
    type: 'password',
    label: 'Password',
    required: true,
    messages: [{ id: 4000002, text: 'Property password is missing.', type: 'error' }],
  });
  return base;
}

export function aal2Flow(id = 'login-aal2'): IdentityFlow {
  return flow(
    id,
    'login',
    [
      csrf,
      input('totp', 'totp_code', { label: 'Authentication code', required: true }),
      input('totp', 'method', { type: 'submit', value: 'totp', label: 'Use Authenticator' }),
      input('lookup_secret', 'lookup_secret', { label: 'Backup recovery code', required: true }),
      input('lookup_secret', 'method', { type: 'submit', value: 'lookup_secret', label: 'Use backup recovery code' }),
    ],
    { requested_aal: 'aal2' },
  );
}

export function registrationFlow(id = 'reg-1'): IdentityFlow {
  return flow(id, 'registration', [
    csrf,
    input('password', 'traits.email', { type: 'email', label: 'E-Mail', required: true }),
    input('password', 'traits.name.first', { label: 'First name' }),
    input('password', 'password', { type: 'password', label: 'Password', required: true }),
    input('password', 'method', { type: 'submit', value: 'password', label: 'Sign up' }),
  ]);
}

export function recoveryFlow(id = 'rec-1'): IdentityFlow {
  return flow(id, 'recovery', [
    csrf,
    input('code', 'email', { type: 'email', label: 'Email', required: true }),
    input('code', 'method', { type: 'submit', value: 'code', label: 'Submit' }),
  ]);
}

export function settingsFlow(id = 'settings-1', { withOidc = false } = {}): IdentityFlow {
  const nodes: UiNode[] = [
    csrf,
    input('profile', 'traits.email', { type: 'email', label: 'E-Mail', value: 'ada@example.com' }),
    input('profile', 'traits.name.first', { label: 'First name', value: 'Ada' }),
    input('profile', 'method', { type: 'submit', value: 'profile', label: 'Save' }),
    input('password', 'password', { type: 'password', label: 'Password' }),
    input('password', 'method', { type: 'submit', value: 'password', label: 'Save' }),
    {
      type: 'text',
      group: 'lookup_secret',
      attributes: {
        id: 'lookup_secret_codes',
        node_type: 'text',
        text: {
          id: 1050015,
          text: 'abcd1234, efgh5678',
          type: 'info',
          context: { secrets: [{ text: 'abcd1234' }, { text: 'efgh5678' }] },
        },
      },
      messages: [],
      meta: {
        label: { id: 1050010, text: 'These are your back up recovery codes. Please keep them in a safe place!' },
      },
    },
    input('lookup_secret', 'lookup_secret_confirm', {
      type: 'submit',
      value: true,
      label: 'Confirm backup recovery codes',
    }),
    {
      type: 'img',
      group: 'totp',
      attributes: {
        id: 'totp_qr',
        src: 'otpauth://totp/Mission%20Control:ada@example.com?secret=JBSWY3DPEHPK3PXP',
        node_type: 'img',
      },
      messages: [],
      meta: { label: { id: 1050005, text: 'Authenticator app QR code' } },
    },
    {
      type: 'text',
      group: 'totp',
      attributes: {
        id: 'totp_secret_key',
        node_type: 'text',
        text: { id: 1050006, text: 'JBSWY3DPEHPK3PXP', type: 'info' },
      },
      messages: [],
      meta: {
        label: { id: 1050006, text: 'This is your authenticator app secret. Use it if you can not scan the QR code.' },
      },
    },
    input('totp', 'totp_code', { label: 'Verify code' }),
    input('totp', 'method', { type: 'submit', value: 'totp', label: 'Save' }),
    input('webauthn', 'webauthn_register_displayname', { label: 'Name of the security key' }),
  ];
  if (withOidc) nodes.push(input('oidc', 'link', { type: 'submit', value: 'github', label: 'Link github' }));
  return flow(id, 'settings', nodes);
}
