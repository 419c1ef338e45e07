import { Hono } from 'hono';
import type { Database } from '../db/database';
import type { Courier } from './courier';
import { identityRoutes } from './routes';

/** Test helpers: an app with only the identity service mounted, and a cookie-keeping browser for `app.request`. */
export function identityTestApp(db: Database, courier?: Courier) {
  const app = new Hono();
  app.route('/api/kratos', identityRoutes({ db, ...(courier ? { courier } : {}) }));
  return app;
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

type Fetcher = { request(input: string, init?: RequestInit): Response | Promise<Response> };

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: Fetcher,
    private readonly headers: Record<string, string> = {},
  ) {}

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { json?: unknown; headers?: Record<string, string>; accept?: string } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      accept: options.accept ?? 'application/json',
      ...this.headers,
      ...options.headers,
    };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const response = await this.app.request(`http://localhost${path}`, {
      method,
      headers,
      ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a redirect or an empty answer): the text is the body.
    }
    return { status: response.status, body: body as T, headers: response.headers };
  }

  get = <T = Record<string, unknown>>(path: string, options?: { headers?: Record<string, string>; accept?: string }) =>
    this.call<T>('GET', path, options);
  post = <T = Record<string, unknown>>(path: string, json: unknown, options?: { headers?: Record<string, string> }) =>
    this.call<T>('POST', path, { ...options, json });
}

interface FlowShape {
  id: string;
  ui: {
    nodes: Array<{ attributes: Record<string, unknown>; messages: Array<{ id: number; text: string }> }>;
    messages?: Array<{ id: number; text: string }>;
  };
}

export function nodeAttr(flow: unknown, name: string): Record<string, unknown> | undefined {
  return (flow as FlowShape).ui.nodes.find((n) => n.attributes.name === name || n.attributes.id === name)?.attributes;
}

export function csrfOf(flow: unknown): string {
  return String(nodeAttr(flow, 'csrf_token')?.value ?? '');
}

/** Every message id in the flow: top-level and per node. */
export function messageIds(flow: unknown): number[] {
  const f = flow as FlowShape;
  return [...(f.ui.messages ?? []), ...f.ui.nodes.flatMap((n) => n.messages)].map((m) => m.id);
}

/** Signs in through a browser login flow; returns the final answer. */
export async function browserLogin(browser: TestBrowser, identifier: string, password: string) {
  const flow = await browser.get('/api/kratos/self-service/login/browser');
  return browser.post(`/api/kratos/self-service/login?flow=${String(flow.body.id)}`, {
    method: 'password',
    identifier,
    password,
    csrf_token: csrfOf(flow.body),
  });
}
