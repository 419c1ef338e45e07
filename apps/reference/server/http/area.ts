import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import type { Database } from '../db/database';
import type { HostedConfig } from '../hosted/config';
import type { KubeEndpoint } from '../kube/kubeconfig';
import type { PlaybookExecutor } from '../playbooks/executor';
import type { Runner } from '../runner/runner';
import type { ScrapeEngine } from '../catalog/scrape/engine';
import type { TopologyEngine } from '../topology/engine';

/**
 * What an area's routes are given: the database and the engines main.ts constructs (the check runner and the playbook
 * executor today; the scrapers and the coming schedulers beside them). Areas never build an engine.
 */
export interface AreaDeps {
  db: Database;
  runner: Runner;
  /** Runs the playbooks started over HTTP (and cancels them); main.ts stops the same one on shutdown. */
  playbooks: PlaybookExecutor;
  /** The catalog's scraper engine (Run now; the runner's tick runs it on schedule; the config_scrapers save hook). */
  scrapers: ScrapeEngine;
  /** The topology runner (Run now; the runner's tick runs it on schedule). */
  topologies: TopologyEngine;
  hosted: HostedConfig;
  kube?: KubeEndpoint;
  version: string;
  /** Calls this API in process (MCP tools use it as the token's owner). */
  dispatch: (request: Request) => Promise<Response>;
}

/**
 * A server area: `server/<area>/index.ts` exports one, and `server/areas.ts` lists it. `register` mounts the
 * area's routes on the `/api` app, each with its access declared (http/access.ts).
 */
export interface ServerArea {
  id: string;
  register(api: Hono<AppEnv>, deps: AreaDeps): void;
}

export function defineServerArea(area: ServerArea): ServerArea {
  return area;
}
