import { describe, expect, it } from 'vitest';
import * as fx from '../__fixtures__/backend';
import {
  classifyFlowError,
  flowErrorRedirectsHome,
  sessionCheckNeedsSecondFactor,
  sessionErrorMessage,
  whoamiFailureMeansProvisioning,
  type FlowErrorAction,
} from './identityFlow';

const err = (id: string, extra: Record<string, unknown> = {}) => ({ error: { id, code: 400, message: 'x' }, ...extra });

describe('classifyFlowError', () => {
  it.each<[string, Parameters<typeof classifyFlowError>, FlowErrorAction]>([
    [
      'aal2 with a redirect',
      ['login', 403, err('session_aal2_required', { redirect_browser_to: '/login?aal=aal2' })],
      { action: 'redirect', to: '/login?aal=aal2' },
    ],
    [
      'aal2 without a redirect',
      ['settings', 403, err('session_aal2_required'), '/p'],
      { action: 'login', aal: 'aal2', returnTo: '/p' },
    ],
    ['already signed in', ['login', 400, err('session_already_available')], { action: 'home' }],
    [
      'refresh required',
      ['settings', 403, err('session_refresh_required'), '/p'],
      { action: 'login', refresh: true, returnTo: '/p' },
    ],
    [
      'return_to forbidden',
      ['login', 400, err('self_service_flow_return_to_forbidden')],
      { action: 'message', message: 'The return_to address is not allowed.' },
    ],
    [
      'flow expired',
      ['login', 410, err('self_service_flow_expired')],
      { action: 'restart', message: 'Your interaction expired, please fill out the form again.' },
    ],
    [
      'csrf',
      ['registration', 400, err('security_csrf_violation')],
      { action: 'restart', message: 'A security violation was detected, please fill out the form again.' },
    ],
    ['identity mismatch', ['settings', 400, err('security_identity_mismatch')], { action: 'restart' }],
    [
      'location change',
      ['login', 422, err('browser_location_change_required', { redirect_browser_to: 'https://idp' })],
      { action: 'redirect', to: 'https://idp' },
    ],
    [
      'location change without address',
      ['login', 422, err('browser_location_change_required')],
      { action: 'unhandled' },
    ],
    ['session inactive', ['settings', 401, err('session_inactive'), '/x'], { action: 'login', returnTo: '/x' }],
    ['any 410 restarts', ['recovery', 410, { error: { code: 410 } }], { action: 'restart' }],
    ['verification 403 restarts', ['verification', 403, 'Forbidden'], { action: 'restart' }],
    ['login 403 is not a restart', ['login', 403, 'Forbidden'], { action: 'unhandled' }],
    [
      '400 with the flow shows the form',
      ['login', 400, fx.loginFlow],
      { action: 'show_form', flow: expect.objectContaining({ id: 'flow-1' }) as never },
    ],
    ['400 with garbage', ['login', 400, '<html>'], { action: 'unhandled' }],
    ['null body', ['login', 500, null], { action: 'unhandled' }],
    ['error not an object', ['login', 400, { error: 'nope' }], { action: 'unhandled' }],
    ['prototype id', ['login', 400, err('__proto__')], { action: 'unhandled' }],
  ])('%s', (_name, args, action) => {
    expect(classifyFlowError(...args)).toEqual(action);
  });
});

describe('session helpers', () => {
  it.each([
    [403, true],
    [404, true],
    [410, true],
    [500, false],
    [undefined, false],
  ])('flow error %s redirects home: %s', (code, home) => {
    expect(flowErrorRedirectsHome(code)).toBe(home);
  });

  it.each([
    [
      'BAD_SESSION',
      'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.',
    ],
    ['OTHER', 'Unknown error'],
    [null, 'Unknown error'],
  ])('%s → %s', (code, message) => {
    expect(sessionErrorMessage(code)).toBe(message);
  });

  it.each([
    [404, true],
    [500, true],
    [503, true],
    [401, false],
    [400, false],
    [undefined, false],
  ])('whoami %s means provisioning: %s', (status, provisioning) => {
    expect(whoamiFailureMeansProvisioning(status)).toBe(provisioning);
  });

  it.each([
    [403, true],
    [422, true],
    [401, false],
  ])('session check %s needs aal2: %s', (status, aal2) => {
    expect(sessionCheckNeedsSecondFactor(status)).toBe(aal2);
  });
});
