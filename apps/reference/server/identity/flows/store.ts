import type { Context } from 'hono';
import type { Queryable } from '../../db/database';
import { flowLifespanMs, kratosBase } from '../config';
import { ensureCsrfToken } from '../http';
import type { UiText } from '../messages';
import { csrfNode, type UiNode } from '../nodes';
import { hashToken } from '../sessions';

export type FlowKind = 'login' | 'registration' | 'recovery' | 'verification' | 'settings';
export type FlowType = 'browser' | 'api';

export interface FlowUi {
  action: string;
  method: 'POST';
  nodes: UiNode[];
  messages?: UiText[];
}

export interface Flow {
  id: string;
  kind: FlowKind;
  flowType: FlowType;
  state: string | null;
  requestUrl: string;
  returnTo: string | null;
  requestedAal: string | null;
  refresh: boolean;
  csrfTokenHash: string | null;
  identityId: string | null;
  sessionId: string | null;
  ui: FlowUi;
  internal: Record<string, unknown>;
  issuedAt: Date;
  expiresAt: Date;
}

interface FlowRow {
  id: string;
  type: FlowKind;
  flow_type: FlowType;
  state: string | null;
  request_url: string;
  return_to: string | null;
  requested_aal: string | null;
  refresh: boolean;
  csrf_token_hash: string | null;
  identity_id: string | null;
  session_id: string | null;
  ui: FlowUi | string;
  internal_context: Record<string, unknown> | string;
  issued_at: Date | string;
  expires_at: Date | string;
}

const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toFlow(row: FlowRow): Flow {
  return {
    id: row.id,
    kind: row.type,
    flowType: row.flow_type,
    state: row.state,
    requestUrl: row.request_url,
    returnTo: row.return_to,
    requestedAal: row.requested_aal,
    refresh: row.refresh,
    csrfTokenHash: row.csrf_token_hash,
    identityId: row.identity_id,
    sessionId: row.session_id,
    ui: parse(row.ui),
    internal: parse(row.internal_context),
    issuedAt: new Date(row.issued_at),
    expiresAt: new Date(row.expires_at),
  };
}

export interface NewFlow {
  kind: FlowKind;
  flowType: FlowType;
  state?: string;
  returnTo?: string | null;
  requestedAal?: string;
  refresh?: boolean;
  identityId?: string | null;
  sessionId?: string | null;
  nodes: UiNode[];
  messages?: UiText[];
  internal?: Record<string, unknown>;
  /** Longer than the default for invitations. */
  lifespanMs?: number;
}

/** How long ended flows, sessions and errors are kept for inspection before they are deleted. */
const RETENTION = '7 days';
const SWEEP_EVERY_MS = 60 * 60 * 1000;
let lastSweep = 0;

/** Deletes long-expired flows (codes go with them), ended sessions and old flow errors; at most hourly. */
async function sweep(db: Queryable): Promise<void> {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = Date.now();
  await db.query(`DELETE FROM selfservice_flows WHERE expires_at < now() - interval '${RETENTION}'`);
  await db.query(
    `DELETE FROM identity_sessions WHERE (NOT active OR expires_at < now()) AND updated_at < now() - interval '${RETENTION}'`,
  );
  await db.query(`DELETE FROM selfservice_errors WHERE created_at < now() - interval '${RETENTION}'`);
}

/** Creates a flow for the request in `c`; browser flows are bound to the browser's CSRF cookie. */
export async function createFlow(c: Context, db: Queryable, input: NewFlow): Promise<Flow> {
  await sweep(db);
  const csrf = input.flowType === 'browser' ? ensureCsrfToken(c) : null;
  return insertFlow(db, c.req.url, input, csrf ? hashToken(csrf) : null);
}

/** Creates a flow outside a request (invitations); a browser opening it gets a CSRF cookie then. */
export async function insertFlow(
  db: Queryable,
  requestUrl: string,
  input: NewFlow,
  csrfTokenHash: string | null,
): Promise<Flow> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + (input.lifespanMs ?? flowLifespanMs()));
  const { rows } = await db.query<FlowRow>(
    `INSERT INTO selfservice_flows (type, flow_type, state, request_url, return_to, requested_aal, refresh,
       csrf_token_hash, identity_id, session_id, ui, internal_context, issued_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '{}', $11, $12, $13) RETURNING *`,
    [
      input.kind,
      input.flowType,
      input.state ?? null,
      requestUrl,
      input.returnTo ?? null,
      input.requestedAal ?? null,
      input.refresh ?? false,
      csrfTokenHash,
      input.identityId ?? null,
      input.sessionId ?? null,
      input.internal ?? {},
      now,
      expiresAt,
    ],
  );
  const flow = toFlow(rows[0]!);
  flow.ui = {
    action: `${kratosBase(requestUrl)}/self-service/${input.kind}?flow=${flow.id}`,
    method: 'POST',
    nodes: input.nodes,
    messages: input.messages ?? [],
  };
  await saveFlow(db, flow);
  return flow;
}

export async function loadFlow(db: Queryable, kind: FlowKind, id: string | undefined): Promise<Flow | null> {
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await db.query<FlowRow>('SELECT * FROM selfservice_flows WHERE id = $1 AND type = $2', [id, kind]);
  return rows[0] ? toFlow(rows[0]) : null;
}

export async function saveFlow(db: Queryable, flow: Flow): Promise<void> {
  await db.query(
    `UPDATE selfservice_flows SET ui = $2, state = $3, internal_context = $4, identity_id = $5, session_id = $6,
       updated_at = now() WHERE id = $1`,
    [flow.id, flow.ui, flow.state, flow.internal, flow.identityId, flow.sessionId],
  );
}

export function isExpired(flow: Flow): boolean {
  return flow.expiresAt.getTime() <= Date.now();
}

/** Kratos' flow JSON; a browser flow's csrf_token node carries the browser's current token. */
export function flowJson(c: Context, flow: Flow, extra: Record<string, unknown> = {}): Record<string, unknown> {
  let nodes = flow.ui.nodes.filter((node) => node.attributes.name !== 'csrf_token');
  if (flow.flowType === 'browser') nodes = [csrfNode(ensureCsrfToken(c)), ...nodes];
  else nodes = [csrfNode(''), ...nodes];
  return {
    id: flow.id,
    type: flow.flowType,
    expires_at: flow.expiresAt.toISOString(),
    issued_at: flow.issuedAt.toISOString(),
    request_url: flow.requestUrl,
    ...(flow.returnTo ? { return_to: flow.returnTo } : {}),
    ...(flow.kind === 'login' ? { refresh: flow.refresh, requested_aal: flow.requestedAal ?? 'aal1' } : {}),
    ...(flow.kind === 'recovery' || flow.kind === 'verification' ? { active: 'code' } : {}),
    state: flow.state,
    ui: { action: flow.ui.action, method: flow.ui.method, nodes, messages: flow.ui.messages ?? [] },
    created_at: flow.issuedAt.toISOString(),
    updated_at: new Date().toISOString(),
    organization_id: null,
    ...extra,
  };
}
