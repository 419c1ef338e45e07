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

/** Registration answered with a 400: the address is taken and the password too short. */
export function registrationFlowWithErrors(id = 'reg-1'): IdentityFlow {
  const base = registrationFlow(id);
  base.ui.nodes[1] = input('password', 'traits.email', {
    type: 'email',
    label: 'E-Mail',
    required: true,
    value: 'ada@example.com',
    messages: [
      {
        id: 4000007,
        text: 'An account with the same identifier (email, phone, username, ...) exists already.',
        type: 'error',
      },
    ],
  });
  base.ui.nodes[3] = input('password', 'password', {
    type: 'password',
    label: 'Password',
    required: true,
    messages: [
      {
        id: 4000005,
        text: 'The password can not be used because password length must be at least 8 characters but only got 3.',
        type: 'error',
      },
    ],
  });
  return base;
}

export function verificationFlow(id = 'ver-1'): IdentityFlow {
  return flow(id, 'verification', [
    csrf,
    input('code', 'email', { type: 'email', label: 'Email', required: true }),
    input('code', 'method', { type: 'submit', value: 'code', label: 'Submit' }),
  ]);
}

const CODE_SENT = {
  recovery: {
    id: 1060003,
    text: 'An email containing a recovery code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
    label: 'Recovery code',
  },
  verification: {
    id: 1080003,
    text: 'An email containing a verification code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
    label: 'Verification code',
  },
} as const;

/** The code step of recovery or verification: the code was emailed; with `invalid`, a wrong code was entered. */
export function codeSentFlow(
  type: 'recovery' | 'verification',
  { id = type === 'recovery' ? 'rec-1' : 'ver-1', email = 'ada@example.com', invalid = false } = {},
): IdentityFlow {
  const sent = CODE_SENT[type];
  const result = flow(id, type, [
    csrf,
    input('code', 'code', {
      label: sent.label,
      required: true,
      messages: invalid
        ? [
            {
              id: type === 'recovery' ? 4060006 : 4070006,
              text:
                type === 'recovery'
                  ? 'The recovery code is invalid or has already been used. Please try again.'
                  : 'The verification code is invalid or has already been used. Please try again.',
              type: 'error',
            },
          ]
        : [],
    }),
    input('code', 'method', { type: 'submit', value: 'code', label: 'Submit' }),
    input('code', 'email', { type: 'submit', value: email, label: 'Resend code' }),
  ]);
  result.ui.messages = invalid ? [] : [{ id: sent.id, text: sent.text, type: 'info' }];
  return result;
}

/** Settings after the authenticator app was linked: only Unlink is offered. */
export function settingsFlowTotpLinked(id = 'settings-2'): IdentityFlow {
  const base = settingsFlow(id);
  base.ui.nodes = [
    ...base.ui.nodes.filter((node) => node.group !== 'totp'),
    input('totp', 'totp_unlink', { type: 'submit', value: true, label: 'Unlink TOTP Authenticator App' }),
  ];
  base.ui.messages = [{ id: 1050001, text: 'Your changes have been saved!', type: 'success' }];
  return base;
}

/** Settings answered with a 400: the new password is refused by the policy. */
export function settingsFlowWithErrors(id = 'settings-1'): IdentityFlow {
  const base = settingsFlow(id);
  base.ui.nodes = base.ui.nodes.map((node) =>
    node.group === 'password' && node.attributes.name === 'password'
      ? input('password', 'password', {
          type: 'password',
          label: 'Password',
          messages: [
            {
              id: 4000005,
              text: 'The password can not be used because the password has been found in data breaches and must no longer be used.',
              type: 'error',
            },
          ],
        })
      : node,
  );
  return base;
}
