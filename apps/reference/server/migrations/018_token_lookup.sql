-- S15: a token's id for verification is SHA-256 of its salt (the token's second part), so an
-- unknown token is refused by one indexed lookup, before any Argon2id hash. Tokens created before
-- this column have it empty and get it on their first verification.
ALTER TABLE access_tokens ADD COLUMN lookup text;
CREATE UNIQUE INDEX access_tokens_lookup_key ON access_tokens (lookup) WHERE lookup IS NOT NULL;
CREATE INDEX access_tokens_legacy_idx ON access_tokens (id) WHERE lookup IS NULL;
