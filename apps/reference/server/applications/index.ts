import type { ApplicationSpec } from '@mission-control/api';
import { defineServerArea } from '../http/area';
import { principalOf, requireAccess } from '../http/access';
import { badRequest, notFound } from '../http/errors';
import { searchResources } from '../search/search';
import { MAX_LIMIT } from '../search/search';
import { buildReport, type ApplicationRow, type SelectedItem } from './report';

const SEGMENT = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;

/**
 * Applications (#24, reference §4.3): `GET /api/application/{namespace}/{name}`, the audit report. The rows are
 * edited through /api/db (`applications`, checked by writeHook.ts). Reading a report is reading views (the
 * `application` permission object governs the views area, auth/maps.ts); the catalog items it shows are chosen
 * through the resource search as the caller, so a guest's access scopes and deny rows apply to every part.
 */
export const applicationsArea = defineServerArea({
  id: 'applications',
  register(api, { db, dispatch }) {
    api.get('/application/:namespace/:name', requireAccess('views', 'read'), async (c) => {
      const { namespace, name } = c.req.param();
      for (const [field, value] of [
        ['namespace', namespace],
        ['name', name],
      ] as const) {
        if (!SEGMENT.test(value) || value.length > 253) {
          throw badRequest(`${field} "${value}" is not an application ${field}`);
        }
      }
      const { rows } = await db.query<ApplicationRow>(
        `SELECT id, name, namespace, description, spec, created_at, updated_at FROM applications
         WHERE namespace = $1 AND name = $2 AND deleted_at IS NULL`,
        [namespace, name],
      );
      const app = rows[0];
      if (!app) throw notFound(`Application ${namespace}/${name} was not found`);
      const principal = principalOf(c);
      const origin = new URL(c.req.url).origin;
      const select = async (selectors: ApplicationSpec['mapping']['logins']): Promise<SelectedItem[]> => {
        if (!selectors?.length) return [];
        const found = await searchResources(
          { configs: selectors.map((selector) => ({ ...selector, limit: MAX_LIMIT })) },
          principal,
          dispatch,
          origin,
        );
        return found.configs ?? [];
      };
      return c.json(await buildReport(db, app, select));
    });
  },
});
