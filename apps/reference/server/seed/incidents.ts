import type { Transaction } from '../db/database';

export const DEMO_INCIDENT_TITLE = 'Checkout latency spike';

/** One open incident with a root hypothesis, owned by the first person (none yet: no incident). */
export async function seedDemoIncident(tx: Transaction) {
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM people ORDER BY created_at LIMIT 1');
  const person = rows[0]?.id;
  if (!person) return;
  const incident = await tx.query<{ id: string }>(
    `INSERT INTO incidents (title, created_by, commander_id, severity, type, status, description)
     VALUES ($1, $2, $2, 'High', 'performance', 'open', $3) RETURNING id`,
    [DEMO_INCIDENT_TITLE, person, 'p95 latency of the checkout API rose above 900 ms'],
  );
  await tx.query(
    `INSERT INTO hypotheses (created_by, incident_id, type, title, status) VALUES ($1, $2, 'root', $3, 'possible')`,
    [person, incident.rows[0]!.id, 'Payments API is slow under load'],
  );
}
