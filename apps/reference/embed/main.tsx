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

// Same origin here; a portal on another origin would pass `baseUrl` and `getToken`.
const client = createClient({ mode: 'proxy' });
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
