import { act, configure, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { IdentityFlow } from '@mission-control/api';
import { LoginPage } from '@mission-control/console';
import { TestConsoleProvider } from '@mission-control/console/testing';
import { useReactRouterAdapter } from './useReactRouterAdapter';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const node = (group: 'default' | 'password', name: string, type: string, value?: string) => ({
  type: 'input' as const,
  group,
  attributes: { name, type, value, node_type: 'input' },
  messages: [],
  meta: {},
});

const flow: IdentityFlow = {
  id: 'login-1',
  type: 'browser',
  expires_at: '2099-01-01T00:00:00Z',
  ui: {
    action: '/api/kratos/self-service/login?flow=login-1',
    method: 'POST',
    messages: [],
    nodes: [
      node('default', 'csrf_token', 'hidden', 'csrf-1'),
      node('default', 'identifier', 'text'),
      node('password', 'password', 'password'),
      node('password', 'method', 'submit', 'password'),
    ],
  },
};

describe('useReactRouterAdapter', () => {
  it('signs in once from confirmed query credentials on the real router and stays on the return_to page', async () => {
    const createFlow = vi.fn(async () => flow);
    const submitFlow = vi.fn(async () => ({ session: { id: 's1' } }));
    const paths: string[] = [];
    function Harness() {
      const location = useLocation();
      paths.push(location.pathname + location.search);
      const router = useReactRouterAdapter();
      return (
        <TestConsoleProvider router={router} user={null} client={{ identity: { createFlow, submitFlow } }}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/health" element={<p>health page</p>} />
          </Routes>
        </TestConsoleProvider>
      );
    }
    window.history.replaceState(null, '', '/login?username=ada%40example.com&password=s3cret&return_to=%2Fhealth');
    render(
      <BrowserRouter>
        <Harness />
      </BrowserRouter>,
    );
    // Query credentials wait for an explicit confirmation (S11).
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in as ada@example.com' }));
    expect(await screen.findByText('health page')).toBeInTheDocument();
    // Nothing left over from the sign-in page may move the address afterwards.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(window.location.pathname + window.location.search).toBe('/health');
    expect(submitFlow).toHaveBeenCalledTimes(1);
    expect(createFlow).toHaveBeenCalledTimes(1);
    expect(paths.slice(1).some((path) => path.includes('s3cret'))).toBe(false);
  });

  it('applies a late query update to the page you are on, never back to the page it came from', async () => {
    const adapters: Array<ReturnType<typeof useReactRouterAdapter>> = [];
    function Harness() {
      const adapter = useReactRouterAdapter();
      adapters.push(adapter);
      return <p>{useLocation().pathname}</p>;
    }
    window.history.replaceState(null, '', '/login?flow=f1');
    render(
      <BrowserRouter>
        <Harness />
      </BrowserRouter>,
    );
    const fromLogin = adapters[adapters.length - 1]!;
    act(() => fromLogin.navigate('/health'));
    expect(await screen.findByText('/health')).toBeInTheDocument();
    act(() =>
      fromLogin.setSearchParams(
        (params) => {
          params.set('flow', 'f2');
          return params;
        },
        { replace: true },
      ),
    );
    expect(await screen.findByText('/health')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/health?flow=f2');
  });
});
