// A page with no server at all: the health dashboard and its check detail in demo mode, answered by
// createDemoClient's in-browser fixtures. Built to dist/demo/ (any static file server will do).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  ConsoleProvider,
  createDemoClient,
  createMemoryRouterAdapter,
  createMemoryStorage,
  HealthDashboard,
} from '@mission-control/console';

const container = document.getElementById('demo-widget');
if (!container) throw new Error('demo/index.html has no #demo-widget element');

createRoot(container).render(
  <StrictMode>
    <ConsoleProvider
      client={createDemoClient()}
      mode="demo"
      router={createMemoryRouterAdapter('/health?hidePassing=false')}
      storage={createMemoryStorage()}
      user={null}
      features={{}}
    >
      <HealthDashboard label="Demo service health" />
    </ConsoleProvider>
  </StrictMode>,
);
