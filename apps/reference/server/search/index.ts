import { defineServerArea } from '../http/area';
import { authenticated, principalOf } from '../http/access';
import { readJson } from '../http/input';
import { searchRequestSchema, searchResources } from './search';

/**
 * `POST /api/resources/search`: every signed-in caller may search; what each kind returns is what the caller may
 * read through /api/db (its permissions and access scopes), since the search reads through it in process.
 */
export const searchArea = defineServerArea({
  id: 'search',
  register(api, { dispatch }) {
    api.post('/resources/search', authenticated(), async (c) => {
      const request = await readJson(c, searchRequestSchema);
      const origin = new URL(c.req.url).origin;
      return c.json(await searchResources(request, principalOf(c), dispatch, origin));
    });
  },
});
