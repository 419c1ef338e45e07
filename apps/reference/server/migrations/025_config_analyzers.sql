-- Insights (issue #20, reference console-areas §1.5 and §1.7): analyzers defined as data, their findings in
-- config_analysis, and the read models the insights pages and the MCP tool read.

-- One analyzer per row, edited in the generic resource editor like canaries and scrapers: `spec` holds
-- `type` (the analysis type), `severity`, `condition` (CEL over an item, true = the finding holds) and `message`
-- (a template whose `{{ expression }}` parts are CEL). Saves are checked by server/insights/writeHook.ts.
CREATE TABLE IF NOT EXISTS config_analyzers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  description text,
  labels jsonb,
  spec jsonb NOT NULL,
  source text NOT NULL DEFAULT 'UI',
  created_by uuid REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

-- A finding is named by its analyzer: two live analyzers with one name would share (and flip) each other's rows.
CREATE UNIQUE INDEX IF NOT EXISTS config_analyzers_name_key ON config_analyzers (name) WHERE deleted_at IS NULL;

-- One analyzer finding per item: the engine updates it (open, resolved, open again) instead of adding rows.
CREATE UNIQUE INDEX IF NOT EXISTS config_analysis_analyzer_key
  ON config_analysis (config_id, analyzer) WHERE source = 'analyzer';
CREATE INDEX IF NOT EXISTS config_analysis_status_idx ON config_analysis (status, first_observed DESC);

-- The built-in set: fixed ids, so a user's edit or deletion is kept (a migration runs once).
INSERT INTO config_analyzers (id, name, namespace, description, labels, spec, source) VALUES
('00000000-0000-0000-0000-0000000a0001', 'image-tag-latest', 'mission-control',
 'A Deployment runs a container image tagged latest, so a restart may run different code.',
 '{"builtin": "true"}',
 '{"type": "reliability", "severity": "medium",
   "condition": "config_type == ''Kubernetes::Deployment'' && config.spec.template.spec.containers.exists(c, c.image.endsWith('':latest''))",
   "message": "{{ name }} runs {{ config.spec.template.spec.containers.filter(c, c.image.endsWith('':latest'')).map(c, c.image).join('', '') }}: the latest tag is not pinned to a version"}',
 'UI'),
('00000000-0000-0000-0000-0000000a0002', 'container-without-limits', 'mission-control',
 'A Deployment has a container without resource limits, so it can starve its neighbours on the node.',
 '{"builtin": "true"}',
 '{"type": "performance", "severity": "low",
   "condition": "config_type == ''Kubernetes::Deployment'' && config.spec.template.spec.containers.exists(c, !has(c.resources) || !has(c.resources.limits))",
   "message": "{{ name }}: container {{ config.spec.template.spec.containers.filter(c, !has(c.resources) || !has(c.resources.limits)).map(c, c.name).join('', '') }} has no resource limits"}',
 'UI'),
('00000000-0000-0000-0000-0000000a0003', 'privileged-container', 'mission-control',
 'A Deployment runs a privileged container: it has every capability of the node.',
 '{"builtin": "true"}',
 '{"type": "security", "severity": "critical",
   "condition": "config_type == ''Kubernetes::Deployment'' && config.spec.template.spec.containers.exists(c, has(c.securityContext) && has(c.securityContext.privileged) && c.securityContext.privileged == true)",
   "message": "{{ name }}: container {{ config.spec.template.spec.containers.filter(c, has(c.securityContext) && has(c.securityContext.privileged) && c.securityContext.privileged == true).map(c, c.name).join('', '') }} runs privileged"}',
 'UI'),
('00000000-0000-0000-0000-0000000a0004', 'public-bucket', 'mission-control',
 'An S3 bucket does not block public access.',
 '{"builtin": "true"}',
 '{"type": "security", "severity": "high",
   "condition": "config_type == ''AWS::S3::Bucket'' && has(config.configuration) && (!has(config.configuration.publicAccessBlock) || config.configuration.publicAccessBlock == false)",
   "message": "Bucket {{ name }} is public: its public access block is off"}',
 'UI'),
('00000000-0000-0000-0000-0000000a0005', 'certificate-expiring', 'mission-control',
 'A certificate expires within 30 days (or has expired).',
 '{"builtin": "true"}',
 '{"type": "reliability", "severity": "high",
   "condition": "config_type == ''AWS::ACM::Certificate'' && has(config.configuration.notAfter) && timestamp(config.configuration.notAfter) < now + duration(''720h'')",
   "message": "Certificate {{ name }} expires on {{ config.configuration.notAfter }}"}',
 'UI'),
('00000000-0000-0000-0000-0000000a0006', 'database-without-recent-backup', 'mission-control',
 'A database has automated backups turned off, or no restorable backup from the last 24 hours.',
 '{"builtin": "true"}',
 '{"type": "reliability", "severity": "high",
   "condition": "config_type == ''AWS::RDS::DBInstance'' && has(config.configuration) && ((has(config.configuration.backupRetentionPeriod) && int(config.configuration.backupRetentionPeriod) == 0) || (has(config.configuration.latestRestorableTime) && timestamp(config.configuration.latestRestorableTime) < now - duration(''24h'')))",
   "message": "Database {{ name }} has no recent backup (retention {{ has(config.configuration.backupRetentionPeriod) ? string(int(config.configuration.backupRetentionPeriod)) : ''unknown'' }} days)"}',
 'UI')
ON CONFLICT (id) DO NOTHING;

-- The insights list (§1.5): each finding with its item's name, type, class and tags. `config_id` is read from
-- config_analysis alone, so /api/db infers config_analysis_items.config_id → config_items for embeds.
CREATE OR REPLACE VIEW config_analysis_items AS
SELECT
  a.id, a.config_id, a.scraper_id, a.analyzer, a.analysis_type, a.severity, a.status, a.message, a.summary,
  a.analysis, a.source, a.first_observed, a.last_observed, a.created_by, a.is_pushed,
  ci.name AS config_name, ci.type AS config_type, ci.config_class, ci.tags AS config_tags,
  ci.deleted_at AS config_deleted_at
FROM config_analysis a
JOIN config_items ci ON ci.id = a.config_id;

-- The Analyzer filter's options (upstream: open findings only) and the analysis types in use.
CREATE OR REPLACE VIEW config_analysis_analyzers AS
SELECT DISTINCT a.analyzer FROM config_analysis a WHERE COALESCE(a.status, 'open') = 'open';

CREATE OR REPLACE VIEW analysis_types AS
SELECT DISTINCT a.analysis_type FROM config_analysis a WHERE a.analysis_type IS NOT NULL;
