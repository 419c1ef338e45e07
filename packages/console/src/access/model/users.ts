import type { Person } from '@mission-control/api';

export interface UserRow extends Person {
  roles: string[];
}

/** People who sign in: tokens and agents are people too, but not users. */
export function isUser(person: Person): boolean {
  return !!person.email && person.type !== 'access_token' && person.type !== 'agent';
}
