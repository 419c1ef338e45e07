-- #20 change upsert and dedup (duty views/030_config_changes.sql, config-db changes/fingerprint.go).
-- A change reported again with the same (config_id, external_change_id) updates its row instead of adding one;
-- the write path relies on this index for ON CONFLICT. Existing duplicates (none are written by this server) keep
-- the newest row, so the index can be built on an old database.
DELETE FROM config_changes c USING config_changes d
WHERE c.external_change_id IS NOT NULL AND c.config_id = d.config_id
  AND c.external_change_id = d.external_change_id
  AND (c.created_at, c.id) < (d.created_at, d.id);

CREATE UNIQUE INDEX IF NOT EXISTS config_changes_external_change_idx
  ON config_changes (config_id, external_change_id) WHERE external_change_id IS NOT NULL;

-- Same-fingerprint changes of one item within the dedup window merge into one row: the lookup is by item,
-- fingerprint and last seen (created_at).
CREATE INDEX IF NOT EXISTS config_changes_fingerprint_idx
  ON config_changes (config_id, fingerprint, created_at DESC) WHERE fingerprint IS NOT NULL;

-- Retention deletes a scraper's changes by type and age.
CREATE INDEX IF NOT EXISTS config_changes_type_created_idx ON config_changes (change_type, created_at);
