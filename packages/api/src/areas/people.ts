/** People and their account state: `/people`, `/auth/{id}`. */
import { z } from '../schemas/zod';
import { type Person, personSchema } from '../schemas/people';
import { validateBody } from './auth';
import { seg } from './shared';
import type { HttpTransport, RequestOptions } from '../transport';

export interface PeopleClient {
  /** `POST /people/update`. */
  update(person: Partial<Person> & { id: string }, options?: RequestOptions): Promise<unknown>;
  /** `DELETE /people/{id}`. */
  remove(id: string, options?: RequestOptions): Promise<void>;
  /** `POST /auth/{id}/update_state`, e.g. `active` / `inactive`. */
  updateState(id: string, state: string, options?: RequestOptions): Promise<void>;
  /** `POST /auth/{id}/properties`. */
  updateProperties(id: string, properties: { role?: string }, options?: RequestOptions): Promise<void>;
}

export function createPeopleClient(http: HttpTransport): PeopleClient {
  return {
    async update(person, options = {}) {
      const body = validateBody(z.required(z.partial(personSchema), { id: true }), person);
      return http.request({ method: 'POST', path: '/people/update', body, signal: options.signal }, z.unknown());
    },
    async remove(id, options = {}) {
      await http.request({ method: 'DELETE', path: `/people/${seg(id)}`, signal: options.signal }, z.unknown());
    },
    async updateState(id, state, options = {}) {
      await http.request(
        { method: 'POST', path: `/auth/${seg(id)}/update_state`, body: { id, state }, signal: options.signal },
        z.unknown(),
      );
    },
    async updateProperties(id, properties, options = {}) {
      await http.request(
        { method: 'POST', path: `/auth/${seg(id)}/properties`, body: properties, signal: options.signal },
        z.unknown(),
      );
    },
  };
}
