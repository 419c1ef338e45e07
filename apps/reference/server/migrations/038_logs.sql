-- #24 Logs: the log store behind POST /api/logs. The server's own logs (check runs, playbook actions, scraper runs,
-- notification sends) and the lines of files named by logging_backends specs, searchable by word (a tsvector
-- kept by the database itself) and by label (jsonb containment), within a time range.
CREATE TABLE logs (
  id bigserial PRIMARY KEY,
  -- The backend whose files the line came from; NULL for the server's own logs.
  backend_id uuid REFERENCES logging_backends (id) ON DELETE CASCADE,
  -- 'check', 'playbook', 'scraper', 'notification' (the server's own) or 'file'.
  source text NOT NULL,
  "timestamp" timestamptz NOT NULL,
  message text NOT NULL,
  labels jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- The 'simple' configuration: no stemming and no stop words, so an error text is found by the words it has,
  -- whatever its language. Generated, so every writer (and a row typed in by hand) is searchable.
  search tsvector GENERATED ALWAYS AS (to_tsvector('simple', message)) STORED,
  ingested_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX logs_search_idx ON logs USING gin (search);
CREATE INDEX logs_labels_idx ON logs USING gin (labels jsonb_path_ops);
CREATE INDEX logs_timestamp_idx ON logs ("timestamp" DESC, id DESC);
CREATE INDEX logs_backend_timestamp_idx ON logs (backend_id, "timestamp" DESC);
CREATE INDEX logs_source_timestamp_idx ON logs (source, "timestamp" DESC);

-- How far each tailed file has been read: the next pass starts at `position`, so no line is ingested twice. Keyed
-- by the file's identity (device:inode), not its path: a rotated file (app.log renamed app.log.1) keeps its place
-- under its new name, and the new app.log starts from its beginning. `head` (a hash of the first bytes) tells a
-- reused inode from the file that had it; a file shorter than `position` was truncated and is read again from 0.
CREATE TABLE log_file_offsets (
  backend_id uuid NOT NULL REFERENCES logging_backends (id) ON DELETE CASCADE,
  identity text NOT NULL,
  path text NOT NULL,
  head text NOT NULL DEFAULT '',
  position bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (backend_id, identity)
);
