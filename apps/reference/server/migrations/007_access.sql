-- Access tokens (issue 10 §3): the scope narrowing the owner's rights, the chosen expiry preset (so
-- auto-renew extends by the same period), and when the token was last used. `value` holds only the
-- Argon2id hash, which is also the lookup key: one hash per verification, never a scan.
ALTER TABLE access_tokens ADD COLUMN scope jsonb NOT NULL DEFAULT '[]';
ALTER TABLE access_tokens ADD COLUMN expiry text NOT NULL DEFAULT '90d';
ALTER TABLE access_tokens ADD COLUMN last_used_at timestamptz;
CREATE UNIQUE INDEX access_tokens_value_key ON access_tokens (value);
CREATE INDEX access_tokens_person_id_idx ON access_tokens (person_id);

-- Permission rows are read per request by subject.
CREATE INDEX permissions_person_id_idx ON permissions (person_id) WHERE deleted_at IS NULL;
CREATE INDEX permissions_team_id_idx ON permissions (team_id) WHERE deleted_at IS NULL;
CREATE INDEX permissions_subject_idx ON permissions (subject) WHERE deleted_at IS NULL;
CREATE INDEX casbin_rule_g_v0_idx ON casbin_rule (v0) WHERE ptype = 'g';
CREATE INDEX team_members_person_id_idx ON team_members (person_id);
