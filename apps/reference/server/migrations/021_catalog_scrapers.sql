-- Scrapers run on the check runner's tick (server/catalog/scrape): each scraper's due time lives on its row,
-- claimed through the database (server/jobs/claims.ts) so several servers on one PostgreSQL run it once.
ALTER TABLE config_scrapers ADD COLUMN IF NOT EXISTS next_runtime timestamptz;
CREATE INDEX IF NOT EXISTS config_scrapers_next_runtime_idx ON config_scrapers (next_runtime) WHERE deleted_at IS NULL;

-- When a scraper last saw an item: stale items (not seen for retention.staleItemAge) are soft-deleted by it.
ALTER TABLE config_items ADD COLUMN IF NOT EXISTS last_scraped_time timestamptz;
CREATE INDEX IF NOT EXISTS config_items_scraper_idx ON config_items (scraper_id);
CREATE INDEX IF NOT EXISTS config_items_external_id_idx ON config_items USING gin (external_id);

-- Relationships between items (duty's table): a parent_id gives a `hard` parent -> child row, a shared
-- external_id across types an `Alias` row, and transform.relationship rules their own. IF NOT EXISTS: the
-- catalog read models may create it first.
CREATE TABLE IF NOT EXISTS config_relationships (
  config_id uuid NOT NULL REFERENCES config_items (id),
  related_id uuid NOT NULL REFERENCES config_items (id),
  relation text NOT NULL DEFAULT 'hard',
  selector_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  is_pushed boolean NOT NULL DEFAULT false,
  UNIQUE (related_id, config_id, relation)
);
CREATE INDEX IF NOT EXISTS config_relationships_config_idx ON config_relationships (config_id);
