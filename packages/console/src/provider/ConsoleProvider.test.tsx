import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MissionControlClient } from '@mission-control/api';
import { checkFixtures, fixtureSummary } from '../__fixtures__/checks';
import {
  ConsoleProvider,
  useCan,
  useConsole,
  useFeature,
  useIsRestrictedMode,
  useSearchParams,
  type ConsoleMode,
} from './ConsoleProvider';
import { createMemoryRouterAdapter } from './router';
import { createMemoryStorage } from './storage';

function clientWith(names: string[], extra: Record<string, unknown> = {}): MissionControlClient {
  return {
    url: (path: string) => `/api${path}`,
    canary: { summary: async () => fixtureSummary(checkFixtures.filter((c) => names.includes(c.name))) },
    ...extra,
  } as unknown as MissionControlClient;
}

function CheckNames() {
  const { client } = useConsole();
  const { data } = useQuery({ queryKey: ['summary'], queryFn: () => client.canary.summary() });
  return <p>{data ? data.checks_summary.map((c) => c.name).join(',') : 'loading'}</p>;
}

function Gates() {
  const canWrite = useCan('canaries', 'write');
  const incidents = useFeature('incidents');
  const restricted = useIsRestrictedMode();
  const { user } = useConsole();
  return (
    <ul>
      <li>user:{user?.name ?? 'none'}</li>
      <li>write:{String(canWrite)}</li>
      <li>incidents:{String(incidents)}</li>
      <li>restricted:{String(restricted)}</li>
    </ul>
  );
}

describe('ConsoleProvider', () => {
  it('keeps two providers with different clients apart', async () => {
    render(
      <>
        <ConsoleProvider
          client={clientWith(['homepage'])}
          router={createMemoryRouterAdapter()}
          storage={createMemoryStorage()}
        >
          <CheckNames />
        </ConsoleProvider>
        <ConsoleProvider
          client={clientWith(['api/payments'])}
          router={createMemoryRouterAdapter()}
          storage={createMemoryStorage()}
        >
          <CheckNames />
        </ConsoleProvider>
      </>,
    );
    expect(await screen.findByText('homepage')).toBeInTheDocument();
    expect(await screen.findByText('api/payments')).toBeInTheDocument();
  });

  it('loads the user and feature flags through the client in full mode', async () => {
    const whoami = vi.fn(async () => ({
      message: 'success',
      payload: { user: { id: '1', name: 'Eve' }, roles: ['editor', 'editor'] },
    }));
    const properties = { list: vi.fn(async () => [{ name: 'incidents.disable', value: 'true' }]) };
    render(
      <ConsoleProvider
        client={clientWith([], { auth: { whoami }, properties })}
        router={createMemoryRouterAdapter()}
        storage={createMemoryStorage()}
      >
        <Gates />
      </ConsoleProvider>,
    );
    expect(await screen.findByText('user:Eve')).toBeInTheDocument();
    expect(screen.getByText('write:true')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('incidents:false')).toBeInTheDocument());
    expect(screen.getByText('restricted:false')).toBeInTheDocument();
  });

  it("follows the server's decisions over the role table once it has them (a deny permission hides writes)", async () => {
    const whoami = vi.fn(async () => ({ payload: { user: { id: '1', name: 'Eve' }, roles: ['editor'] } }));
    const access = vi.fn(async () => ({ canaries: { read: true, write: false } }));
    render(
      <StrictMode>
        <ConsoleProvider
          client={clientWith([], { auth: { whoami, access } })}
          router={createMemoryRouterAdapter()}
          storage={createMemoryStorage()}
        >
          <Gates />
        </ConsoleProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('user:Eve')).toBeInTheDocument();
    expect(await screen.findByText('write:false')).toBeInTheDocument();
    expect(access).toHaveBeenCalledTimes(1);
  });

  it('asks the server nothing about access for a user the host hands over', () => {
    const access = vi.fn(async () => ({ canaries: { read: true, write: false } }));
    render(
      <ConsoleProvider
        user={{ id: '1', name: 'Eve', roles: ['editor'] }}
        client={clientWith([], { auth: { access } })}
        router={createMemoryRouterAdapter()}
        storage={createMemoryStorage()}
      >
        <Gates />
      </ConsoleProvider>,
    );
    expect(screen.getByText('write:true')).toBeInTheDocument();
    expect(access).not.toHaveBeenCalled();
  });

  it.each<ConsoleMode>(['demo', 'embedded'])('never asks who is signed in in %s mode', async (mode) => {
    const whoami = vi.fn(async () => ({ payload: { user: { id: '1', name: 'Eve' }, roles: ['admin'] } }));
    render(
      <ConsoleProvider
        mode={mode}
        client={clientWith([], { auth: { whoami } })}
        router={createMemoryRouterAdapter()}
        storage={createMemoryStorage()}
      >
        <Gates />
      </ConsoleProvider>,
    );
    expect(screen.getByText('restricted:true')).toBeInTheDocument();
    expect(screen.getByText('user:none')).toBeInTheDocument();
    expect(screen.getByText('write:false')).toBeInTheDocument();
    expect(whoami).not.toHaveBeenCalled();
  });

  it('re-renders widgets when the search params change through the adapter', async () => {
    const router = createMemoryRouterAdapter('/health?query=a');
    function Search() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams((p) => (p.set('query', 'b'), p))}>
          query:{params.get('query')}
        </button>
      );
    }
    render(
      <ConsoleProvider
        client={clientWith([])}
        router={router}
        storage={createMemoryStorage()}
        user={null}
        features={{}}
      >
        <Search />
      </ConsoleProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('query:b');
    expect(router.location).toBe('/health?query=b');
    act(() => router.navigate('/health?query=c', { replace: true }));
    expect(screen.getByRole('button')).toHaveTextContent('query:c');
    expect(router.history).toEqual(['/health?query=a', '/health?query=c']);
  });
});
