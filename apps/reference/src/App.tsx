import { useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { createClient } from '@mission-control/api';
import { ConsoleProvider, loginHref } from '@mission-control/console';
import {
  FlowErrorPage,
  isAccountPath,
  LoginPage,
  ProfileSettingsPage,
  RecoveryPage,
  RegistrationPage,
  VerificationPage,
} from './pages/account/AccountRoutes';
import { CanaryEditorPage } from './pages/CanaryEditorPage';
import { HealthPage } from './pages/HealthPage';
import { IncidentPage } from './pages/IncidentPage';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { PlaybookRunPage } from './pages/PlaybookRunPage';
import { useReactRouterAdapter } from './router/useReactRouterAdapter';

function ConsoleRoot({ children }: { children: ReactNode }) {
  // Same-origin proxy mode: the reference server serves the API under /api. A 401 from any call
  // sends the user to sign in and back to the path and query they were on; a full load, so nothing
  // fetched under the lost session stays in memory.
  const [client] = useState(() =>
    createClient({
      mode: 'proxy',
      onUnauthorized: (returnTo) => {
        if (isAccountPath(window.location.pathname)) return;
        window.location.replace(loginHref({ returnTo }));
      },
    }),
  );
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
          <Route path="/login" element={<LoginPage />} />
          <Route path="/registration" element={<RegistrationPage />} />
          <Route path="/recovery" element={<RecoveryPage />} />
          <Route path="/verification" element={<VerificationPage />} />
          <Route path="/profile-settings" element={<ProfileSettingsPage />} />
          <Route path="/error" element={<FlowErrorPage />} />
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
