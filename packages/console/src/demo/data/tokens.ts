import type { TokenListItem } from '@mission-control/api';

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
