-- Hardening (issue 11).

-- One live check per (canary, type, name): concurrent reconciles of a canary
-- cannot create a check twice. Live duplicates left by earlier versions are
-- soft-deleted first, the oldest kept (its history stays attached to it).
UPDATE checks SET deleted_at = now()
WHERE id IN (
  SELECT id FROM (
    SELECT id, row_number() OVER (PARTITION BY canary_id, type, name ORDER BY created_at, id) AS n
    FROM checks WHERE deleted_at IS NULL
  ) ranked
  WHERE n > 1
);

CREATE UNIQUE INDEX checks_live_key ON checks (canary_id, type, name) WHERE deleted_at IS NULL;
