-- Identity service (Kratos-compatible): credentials, sessions, self-service flows, one-time codes,
-- errors and the courier's outbox. An identity and its person share one uuid (as upstream).
-- Secrets are stored only as hashes, except the TOTP secret, which verification needs in the clear.

-- One row per credential type of an identity: password {hashed_password}, totp {secret},
-- lookup_secret {codes: [{hash, used_at}]}, webauthn {credentials: [...]}, code {}.
CREATE TABLE identity_credentials (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('password', 'totp', 'lookup_secret', 'webauthn', 'code')),
  config jsonb NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (identity_id, type)
);

-- What a person types to sign in (lower-cased email); one identity per identifier and type.
CREATE TABLE identity_credential_identifiers (
  identifier text NOT NULL,
  type text NOT NULL,
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (type, identifier)
);

CREATE INDEX identity_credential_identifiers_identity_idx ON identity_credential_identifiers (identity_id);

-- Email addresses for verification and recovery (Kratos' verifiable_addresses / recovery_addresses).
CREATE TABLE identity_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  via text NOT NULL DEFAULT 'email',
  value text NOT NULL,
  verified boolean NOT NULL DEFAULT false,
  verified_at timestamptz,
  status text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (identity_id, via, value)
);

CREATE INDEX identity_addresses_value_idx ON identity_addresses (lower(value));

-- Sessions: the token (cookie value or X-Session-Token) is kept only as its SHA-256 hex digest.
CREATE TABLE identity_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  logout_token_hash text UNIQUE,
  active boolean NOT NULL DEFAULT true,
  aal text NOT NULL DEFAULT 'aal1' CHECK (aal IN ('aal1', 'aal2')),
  -- [{method, aal, completed_at}], in the order the factors were completed.
  authentication_methods jsonb NOT NULL DEFAULT '[]',
  authenticated_at timestamptz NOT NULL DEFAULT now(),
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ip_address text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX identity_sessions_identity_idx ON identity_sessions (identity_id) WHERE active;

-- Self-service flows (login, registration, recovery, verification, settings), browser or native (api).
CREATE TABLE selfservice_flows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL CHECK (type IN ('login', 'registration', 'recovery', 'verification', 'settings')),
  flow_type text NOT NULL CHECK (flow_type IN ('browser', 'api')),
  state text,
  request_url text NOT NULL,
  return_to text,
  requested_aal text,
  refresh boolean NOT NULL DEFAULT false,
  csrf_token_hash text,
  identity_id uuid REFERENCES identities (id) ON DELETE CASCADE,
  session_id uuid REFERENCES identity_sessions (id) ON DELETE CASCADE,
  ui jsonb NOT NULL DEFAULT '{}',
  -- Server-side state never sent to the client (pending TOTP secret, unconfirmed backup codes, WebAuthn challenge).
  internal_context jsonb NOT NULL DEFAULT '{}',
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX selfservice_flows_expires_idx ON selfservice_flows (expires_at);

-- One-time codes for recovery and verification (hash only), bound to a flow.
CREATE TABLE selfservice_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  flow_id uuid NOT NULL REFERENCES selfservice_flows (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('recovery', 'verification')),
  identity_id uuid REFERENCES identities (id) ON DELETE CASCADE,
  address text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX selfservice_codes_flow_idx ON selfservice_codes (flow_id);

-- Errors shown by the console's error page (GET /self-service/errors?id=).
CREATE TABLE selfservice_errors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  error jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The courier's outbox: every email, sent through SMTP or (without MC_SMTP_URL) kept here for an operator.
CREATE TABLE courier_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL DEFAULT 'email',
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'processing', 'abandoned')),
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  template_type text NOT NULL,
  send_count integer NOT NULL DEFAULT 0,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
