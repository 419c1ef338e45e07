import { useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { createClient } from '@mission-control/api';
import { ConsoleProvider } from '@mission-control/console';
import { CanaryEditorPage } from './pages/CanaryEditorPage';
import { HealthPage } from './pages/HealthPage';
import { IncidentPage } from './pages/IncidentPage';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { PlaybookRunPage } from './pages/PlaybookRunPage';
import { useReactRouterAdapter } from './router/useReactRouterAdapter';

function ConsoleRoot({ children }: { children: ReactNode }) {
  // Same-origin proxy mode: the reference server serves the API under /api.
  const [client] = useState(() => createClient({ mode: 'proxy' }));
  const router = useReactRouterAdapter();
  return (
    <ConsoleProvider client={client} router={router}>
      {children}
    </ConsoleProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <ConsoleRoot>
        <Routes>
          <Route path="/" element={<Navigate to="/topology" replace />} />
          <Route path="/health" element={<HealthPage />} />
          <Route path="/settings/canaries" element={<CanaryEditorPage />} />
          <Route path="/settings/canaries/:id" element={<CanaryEditorPage />} />
          <Route path="/playbooks/runs/:id" element={<PlaybookRunPage />} />
          <Route path="/incidents/:id" element={<IncidentPage />} />
          <Route path="/topology/*" element={<PlaceholderPage title="Topology" />} />
          <Route path="*" element={<PlaceholderPage title="Not found" />} />
        </Routes>
      </ConsoleRoot>
    </BrowserRouter>
  );
}
