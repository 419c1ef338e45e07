import type { CreateTokenRequest, TokenListItem } from '@mission-control/api';
import { ApiError } from '@mission-control/api';

export const tokensFixture: TokenListItem[] = [
  {
    id: 't-ci',
    name: 'ci-reader',
    created_at: '2026-11-01T10:00:00Z',
    expires_at: '2027-01-30T10:00:00Z',
    last_used_at: '2026-11-24T09:00:00Z',
    scope: [
      { object: 'mcp', action: '*' },
      ...['canaries', 'catalog', 'application', 'playbooks', 'notification'].map((object) => ({
        object,
        action: 'read',
      })),
    ],
  },
  {
    id: 't-mcp',
    name: 'mcp',
    created_at: '2026-11-20T10:00:00Z',
    expires_at: null,
    last_used_at: null,
    scope: [{ object: 'mcp', action: '*' }],
  },
];

export const PLAINTEXT_TOKEN = 'dG9rZW4tMTIzNDU2.eyJrdHkiOiJSU0EifQ.c2FsdA.1.65536.4';

export interface FakeAuthOptions {
  tokens?: TokenListItem[];
  /** Make create_token fail with this body (status 400). */
  createError?: unknown;
  /** Keep create_token pending until resolved by the test. */
  hold?: boolean;
}

/** A fake `client.auth` recording what the widgets send. */
export function fakeAuth(options: FakeAuthOptions = {}) {
  const created: CreateTokenRequest[] = [];
  const deleted: string[] = [];
  let tokens = [...(options.tokens ?? tokensFixture)];
  let release: () => void = () => undefined;
  const auth = {
    tokens: async () => tokens,
    async createToken(request: CreateTokenRequest) {
      created.push(request);
      if (options.hold) await new Promise<void>((resolve) => (release = resolve));
      if (options.createError !== undefined) {
        throw new ApiError('http', '', { status: 400, body: options.createError });
      }
      return { payload: { token: PLAINTEXT_TOKEN } };
    },
    async deleteToken(id: string) {
      deleted.push(id);
      tokens = tokens.filter((token) => token.id !== id);
    },
  };
  return { auth, created, deleted, release: () => release() };
}
