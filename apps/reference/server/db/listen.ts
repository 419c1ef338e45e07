import pg from 'pg';

/** How long a listener waits before reconnecting after its connection ended (a restart, a failover). */
const RECONNECT_MS = 1_000;

export type Unlisten = () => Promise<void>;

/**
 * Subscribes to a PostgreSQL notification channel on a connection of its own (a pooled connection would be handed
 * to other queries and lose the subscription). A lost connection is re-opened every second until `unlisten`;
 * notifications sent while it was down are lost, which is why callers keep a periodic re-check as the backstop.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  log: (message: string) => void,
): Promise<Unlisten> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid notification channel name "${channel}"`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let ended = false;
    const lost = (error?: Error) => {
      if (ended) return;
      ended = true;
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      if (stopped) return;
      if (error) log(`Lost the PostgreSQL listener for ${channel} (${error.message}); reconnecting.`);
      retry = setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS);
      retry.unref();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}
