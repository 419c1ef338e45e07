import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { kubeFromEnv } from './kube/endpoint';
import { installCrashHandler } from './db/crash';
import { followTokenRevocations } from './auth/revocations';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { bootstrapIdentities } from './identity/bootstrap';
import { installProcessHandlers, listenErrorMessage, scrubSecretEnv, shutdown } from './lifecycle';
import { failInterruptedRuns } from './playbooks/interrupted';
import { PlaybookExecutor } from './playbooks/executor';
import { PlaybookTriggers } from './playbooks/triggers';
import { Runner } from './runner/runner';
import { hideFromSandbox } from './sandbox/bwrap';
import { ensureDemoScrapers, ensureSelfCanary, seedDemoData } from './seed';
import { ensureDemoApplications } from './applications/demo';
import { ScrapeEngine } from './catalog/scrape/engine';
import { ChangeRetentionPass } from './changes/retention';
import { TopologyEngine } from './topology/engine';
import { ensureDemoTopology } from './topology/demo';
import { DemoViewsAfterFirstScrape, ensureDemoViews, ViewRefreshPass } from './views';
import { notificationDispatcherFromEnv } from './notifications/dispatcher';
import { ensureDemoNotifications } from './notifications/demo';
import { LogsPass } from './logs';

const appRoot = fileURLToPath(new URL('..', import.meta.url));

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '****';
    return parsed.toString();
  } catch {
    return 'a PostgreSQL server';
  }
}

async function main() {
  installProcessHandlers();
  const port = Number.parseInt(process.env.PORT ?? '8080', 10);
  // Loopback unless HOST says otherwise: a first start on a laptop or a shared host is not
  // reachable from the network until someone chooses so (HOST=0.0.0.0 in a container).
  const hostSetting = process.env.HOST?.trim();
  const host = hostSetting || '127.0.0.1';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.MC_DATA_DIR ?? `${appRoot}.data/pglite`;
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });

  const db = await openDatabase({ url: databaseUrl, dataDir });
  // S5: an exception nothing caught ends the process cleanly (database closed, status 1) for a supervisor.
  installCrashHandler(db);
  const applied = await migrate(db);
  // Several servers on one PostgreSQL: a token revoked on another server leaves this one's cache at once.
  const unlistenTokens = await followTokenRevocations(db);
  // Playbook runs execute in the server that accepted them, under a lease: runs whose lease expired (their
  // server stopped or died, this one included) were cut off and end failed with the reason.
  const interrupted = await failInterruptedRuns(db);
  if (interrupted.runs || interrupted.actions) {
    console.log(
      `Playbook runs: ${interrupted.runs} run(s) and ${interrupted.actions} action(s) interrupted by a stopped server marked failed.`,
    );
  }
  const demo = process.env.MC_SEED !== 'false';
  const seeded = demo ? await seedDemoData(db) : false;
  // The admin's sign-in (and the demo people, one per role) exist before the first request.
  const identity = await bootstrapIdentities(db, { demo });

  const runner = new Runner(db, {
    concurrency: Number.parseInt(process.env.MC_RUNNER_CONCURRENCY ?? '4', 10) || 4,
  });
  // Scrapers run on the runner's tick (one scheduler); file scrapers may read <data dir>/scrape (and MC_SCRAPE_PATHS).
  mkdirSync(join(dataDir, 'scrape'), { recursive: true });
  const scrapers = new ScrapeEngine(db, { dataDir });
  runner.addPass(scrapers);
  // retention.changes of every scraper, once per MC_CHANGES_RETENTION_INTERVAL across the servers (job history).
  runner.addPass(new ChangeRetentionPass(db));
  // Topologies too: each due one is run on the tick, its components written from its spec.
  const topologies = new TopologyEngine(db);
  runner.addPass(topologies);
  // Notifications (#22): the event queue's consumer and the sender, on the same tick (MC_SMTP_URL read here).
  const notifications = notificationDispatcherFromEnv(db);
  runner.addPass(notifications);
  // #24 the log store: the engines' buffered lines, logging_backends files tailed (<data dir>/logs, MC_LOG_PATHS).
  runner.addPass(new LogsPass(db, { dataDir }));
  // #24 views: each view whose cached result is older than its cache.maxAge is run again (MC_VIEW_REFRESH_INTERVAL).
  runner.addPass(new ViewRefreshPass(db));
  // #24: a demo server runs its demo views again once the first demo scrapes have filled the catalog.
  if (demo) runner.addPass(new DemoViewsAfterFirstScrape(db));
  // Playbook runs started over HTTP; stopped with the server (shutdown below gets this same one).
  const playbooks = new PlaybookExecutor(db);
  // A notification rule's playbook recipient starts its run here too.
  notifications.startPlaybookRunsWith(playbooks);
  // Renews this server's leases on its runs and ends runs a dead server left (several servers on one database).
  playbooks.watchLeases();
  // Playbooks with `on` events start from the events the dispatcher claims: one queue, claimed once.
  notifications.addEventConsumer(new PlaybookTriggers(db, playbooks));
  const kube = kubeFromEnv(db, process.env, { port, host, dataDir });
  const app = createApp({
    db,
    staticDir: `${appRoot}dist`,
    runner,
    playbooks,
    scrapers,
    topologies,
    guards: { boundHost: host, boundPort: port },
    kube: kube.endpoint,
  });
  // Everything that reads a secret variable has it now (the courier was made with the app).
  scrubSecretEnv();
  // Exec scripts never see the database files, TLS keys or (when not root) the server user's home.
  hideFromSandbox([
    dataDir,
    `${appRoot}.data`,
    join(dirname(dataDir), 'kube-tls'),
    join(dataDir, 'kube-tls'),
    process.env.MC_KUBE_TLS_DIR,
    process.env.MC_KUBE_TLS_KEY,
    process.getuid?.() === 0 ? undefined : process.env.HOME,
  ]);
  const kubeServer = kube.start();
  const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
    const where = databaseUrl ? redactUrl(databaseUrl) : `embedded PostgreSQL (PGlite) in ${dataDir}`;
    console.log(`Database: ${where}; ${applied.length} migration(s) applied${seeded ? '; demo data seeded' : ''}.`);
    console.log(`Mission Control console is running at http://localhost:${info.port}/`);
    console.log(
      hostSetting
        ? `Listening on ${host}:${info.port} (HOST).`
        : `Listening on ${host}:${info.port} only; set HOST=0.0.0.0 to accept connections from other machines.`,
    );
    if (identity.generatedPassword) {
      console.log(
        `Sign in as ${identity.adminEmail} with password ${identity.generatedPassword}; change it in Profile Settings`,
      );
    } else {
      console.log(
        `Sign in as ${identity.adminEmail} (password: MC_ADMIN_PASSWORD, or the one printed on the first start).`,
      );
    }
    void startRunner(info.port);
  });

  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(listenErrorMessage(error, host, port));
    process.exit(1);
  });

  // After the server listens: the live demo checks need its real port, and start-up stays fast.
  const startRunner = async (listeningPort: number) => {
    try {
      if (demo) {
        await ensureSelfCanary(db, { port: listeningPort, host, folder: databaseUrl ? tmpdir() : dataDir });
        // The demo catalog: scrapers over the shipped documents and our own people, due on the first tick.
        await ensureDemoScrapers(db);
        // #24: the demo application, whose audit report reads what those scrapers record.
        await ensureDemoApplications(db);
        // The demo topology (a payments platform over the seeded checks and catalog), run by the runner's tick.
        await ensureDemoTopology(db);
        // #24: the shipped demo views (views/demo/), written and run once through the view executor.
        for (const [view, outcome] of Object.entries(await ensureDemoViews(db))) {
          if (outcome !== 'ok') console.error(`Demo view ${view} did not run: ${outcome}`);
        }
        // #22: a live canary that fails on a cycle and the demo notification rules (email the admin, a webhook).
        await ensureDemoNotifications(db, { port: listeningPort, host });
      }
      // Canaries written while the server was down (or by an older version) get their checks now.
      const { failed } = await runner.reconcileAll();
      for (const failure of failed) console.error(`Canary ${failure.id} has an invalid spec: ${failure.error}`);
    } catch (error) {
      console.error('Could not prepare the check runner:', error);
    }
    if (stopping) return;
    if (process.env.MC_RUNNER === 'false') {
      console.log('Check runner: disabled (MC_RUNNER=false).');
      return;
    }
    runner.start();
    console.log('Check runner: started.');
  };

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Received ${signal}, shutting down.`);
    // A stop that hangs ends the process anyway.
    setTimeout(() => process.exit(1), 30_000).unref();
    void shutdown({ server, runner, playbooks, db, others: [kubeServer, unlistenTokens && { close: unlistenTokens }] })
      .catch((error: unknown) => console.error('Shutdown did not finish cleanly:', error))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Failed to start the Mission Control server:', error instanceof Error ? error.message : error);
  process.exit(1);
});
