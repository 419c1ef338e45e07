import type { ReactElement } from 'react';
import { ApiError } from '@mission-control/api';
import { TestConsoleProvider, type PartialClient } from '../../testing/TestConsoleProvider';

/** A signed-out console whose identity client is the given fake, at `location`. */
export function withIdentity(identity: PartialClient['identity'], location: string) {
  return (Story: () => ReactElement) => (
    <TestConsoleProvider client={{ identity }} user={null} initialLocation={location}>
      <Story />
    </TestConsoleProvider>
  );
}

/** The identity service's answer to a flow that has expired (410). */
export const expiredFlow = () =>
  Promise.reject(
    new ApiError('http', 'expired', {
      status: 410,
      body: { error: { id: 'self_service_flow_expired', code: 410 } },
    }),
  );

/** The identity service's 400: the same flow back, with its errors. */
export const answeredWith = (flow: unknown) => () =>
  Promise.reject(new ApiError('validation', 'invalid', { status: 400, body: flow }));
