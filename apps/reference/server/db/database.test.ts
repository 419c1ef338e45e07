import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';

describe('PGlite statements and the event loop', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await db.close();
  });

  it('lets timers and I/O run between queued statements', async () => {
    // Each statement blocks the thread for a while; ten queued would hold it for their sum.
    const statement = () => db.query('SELECT count(*) FROM generate_series(1, 50000)');
    const order: string[] = [];
    const queued = Array.from({ length: 10 }, (_, i) => statement().then(() => order.push(`statement ${i}`)));
    setImmediate(() => order.push('event loop'));
    await Promise.all(queued);
    const turn = order.indexOf('event loop');
    // Without a turn between statements, the whole queue ran before the event loop came back.
    expect(turn).toBeGreaterThanOrEqual(0);
    expect(turn).toBeLessThan(order.length - 1);
  });
});
