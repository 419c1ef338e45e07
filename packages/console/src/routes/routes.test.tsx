import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckLink } from '../shared/CheckLink';
import { TestConsoleProvider } from '../testing/TestConsoleProvider';
import { collectPages, defineArea, NOT_BUILT_PAGES } from '../areas';
import { createRoutes, defaultRoutes, fillPath, routePaths } from './routes';

describe('the routes module', () => {
  it('builds the reference console paths by default', () => {
    expect(defaultRoutes.check('a b')).toBe('/health?checkId=a+b&timeRange=1h');
    expect(defaultRoutes.check('c1', { timeRange: '3h' })).toBe('/health?checkId=c1&timeRange=3h');
    expect(defaultRoutes.incident('i/1')).toBe('/incidents/i%2F1');
    expect(defaultRoutes.playbookRun('r1')).toBe('/playbooks/runs/r1');
    expect(defaultRoutes.canary('x')).toBe('/settings/canaries/x');
    expect(defaultRoutes.login({ returnTo: '/health?x=1', aal: 'aal2' })).toBe(
      '/login?return_to=%2Fhealth%3Fx%3D1&aal=aal2',
    );
    expect(defaultRoutes.login()).toBe('/login');
    expect(defaultRoutes.root()).toBe('/');
  });

  it('puts every default route under a base path', () => {
    const routes = createRoutes({ basePath: 'ops/' });
    expect(routes.incident('i1')).toBe('/ops/incidents/i1');
    expect(routes.check('c1')).toBe('/ops/health?checkId=c1&timeRange=1h');
    expect(routes.root()).toBe('/ops/');
  });

  it('lets a host replace single routes and keeps the rest', () => {
    const routes = createRoutes({ basePath: '/ops', overrides: { incident: (id) => `https://pager.example/${id}` } });
    expect(routes.incident('i1')).toBe('https://pager.example/i1');
    expect(routes.playbookRun('r1')).toBe('/ops/playbooks/runs/r1');
  });

  it('fills route patterns, encoding each parameter', () => {
    expect(fillPath(routePaths.canary, { id: 'a/b' })).toBe('/settings/canaries/a%2Fb');
  });

  it('sends CheckLink where the provider routes say', () => {
    render(
      <StrictMode>
        <TestConsoleProvider routes={{ basePath: '/ops' }}>
          <CheckLink checkId="c1">payments</CheckLink>
        </TestConsoleProvider>
      </StrictMode>,
    );
    expect(screen.getByRole('link', { name: 'payments' })).toHaveAttribute(
      'href',
      '/ops/health?checkId=c1&timeRange=1h',
    );
  });
});

describe('routes derived from the area declarations', () => {
  it('keeps every route pattern the reference console had before areas declared them', () => {
    expect({ ...routePaths }).toMatchObject({
      root: '/',
      health: '/health',
      canaries: '/settings/canaries',
      canary: '/settings/canaries/:id',
      playbookRun: '/playbooks/runs/:id',
      incident: '/incidents/:id',
      topology: '/topology',
      configDb: '/config-db',
      integrations: '/settings/integrations',
      integration: '/settings/integrations/:type/:id',
      component: '/topology/:id',
      catalogItem: '/catalog/:id',
      login: '/login',
      registration: '/registration',
      recovery: '/recovery',
      verification: '/verification',
      profileSettings: '/profile-settings',
      flowError: '/error',
    });
  });

  it('builds the links widgets used to spell by hand', () => {
    expect(defaultRoutes.agents({ id: 'a 1' })).toBe('/settings/agents?id=a+1');
    expect(defaultRoutes.resource('teams', 't/1')).toBe('/settings/teams/t%2F1');
    expect(defaultRoutes.newResource('rules')).toBe('/settings/rules/new');
    expect(defaultRoutes.catalog({ search: 'web' })).toBe('/catalog?search=web');
    expect(createRoutes({ basePath: '/ops' }).notifications()).toBe('/ops/notifications');
  });

  it('refuses two areas declaring the same page id or path', () => {
    const a = defineArea({ id: 'a', pages: [{ id: 'x', path: '/x', title: 'X' }] });
    expect(() => collectPages([a, defineArea({ id: 'b', pages: [{ id: 'x', path: '/y', title: 'Y' }] })])).toThrow(
      /page id x/,
    );
    expect(() => collectPages([a, defineArea({ id: 'b', pages: [{ id: 'y', path: '/x', title: 'Y' }] })])).toThrow(
      /path \/x/,
    );
  });

  it('marks the spec pages not built yet, each with where the spec describes it', () => {
    const ids = NOT_BUILT_PAGES.map((page) => page.id);
    // The applications area is built (#24): its pages leave the list.
    expect(ids).not.toContain('applications');
    // The views area is built (#24): its pages leave the list.
    expect(ids).not.toContain('view');
    // Built pages leave the list: the landing page is the topology now.
    expect(ids).not.toContain('topology');
    for (const built of ['playbooks', 'playbookRuns']) expect(ids).not.toContain(built);
    expect(NOT_BUILT_PAGES.every((page) => page.notBuilt!.spec.length > 0)).toBe(true);
  });
});
