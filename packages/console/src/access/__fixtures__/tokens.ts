import type { CreateTokenRequest, TokenListItem } from '@mission-control/api';
import { ApiError } from '@mission-control/api';
import { PLAINTEXT_TOKEN, tokensFixture } from '../../demo/data/tokens';

// The rows are demo data, owned by demo/data; the fakes below are for tests and stories.
export { PLAINTEXT_TOKEN, tokensFixture } from '../../demo/data/tokens';

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
