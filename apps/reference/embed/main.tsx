// A plain host page embedding one console widget: its own client, its own provider,
// embedded mode (no sign-in, no Run Now or title changes) and an in-memory router so the
// widget never touches the host's address bar.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createClient } from '@mission-control/api';
import {
  ConsoleProvider,
  createMemoryRouterAdapter,
  createMemoryStorage,
  HealthDashboard,
} from '@mission-control/console';

const container = document.getElementById('health-widget');
if (!container) throw new Error('embed/index.html has no #health-widget element');

/**
 * The widget authenticates with an access token (Settings → Tokens, or POST /api/auth/create_token),
 * here handed to the page in the address fragment (`/embed/index.html#token=...`), which browsers
 * never send to a server; the page reads it once and removes it from the address bar. A real portal
 * would get it from its own backend. Same origin here; another origin would also pass `baseUrl`.
 */
function takeToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (token) window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return token;
}
const token = takeToken();
const client = createClient({ mode: 'proxy', getToken: () => token });
const router = createMemoryRouterAdapter('/health?hidePassing=false');

createRoot(container).render(
  <StrictMode>
    <ConsoleProvider
      client={client}
      mode="embedded"
      router={router}
      storage={createMemoryStorage()}
      user={null}
      features={{}}
    >
      <HealthDashboard label="Acme service health" />
    </ConsoleProvider>
  </StrictMode>,
);
