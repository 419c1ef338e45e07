import type { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireAccess } from '../../http/access';
import { HttpError } from '../../http/errors';
import { ScraperBusyError, type ScrapeEngine } from './engine';

/**
 * `POST /api/catalog/scrapers/{id}/run`: runs the scraper now and answers, when the run has finished, with its
 * job_history row (200, also when the run failed: the row says why). Access: write on `config_scrapers`, the
 * right that saves a scraper (admin and editor), since a run writes the catalog as the scraper's spec says.
 */
export function registerScraperRoutes(api: Hono<AppEnv>, scrapers: ScrapeEngine) {
  api.post('/catalog/scrapers/:id/run', requireAccess('config_scrapers', 'write'), async (c) => {
    const id = c.req.param('id');
    let job;
    try {
      job = await scrapers.runNow(id, c.req.raw.signal);
    } catch (error) {
      if (error instanceof ScraperBusyError) throw new HttpError('conflict', error.message);
      throw error;
    }
    if (!job) throw new HttpError('not_found', `scraper ${id} not found`);
    return c.json(job);
  });
}
