import type { Database } from '../db/database';
import { advisoryXactLock } from '../db/advisoryLocks';
import { seedDemoIncident } from './incidents';

export const DEMO_PLAYBOOKS_MARKER = 'demo_playbooks_seeded';

/** Demo playbooks for the checks; the http one calls this server, so it is rebuilt for each origin. */
export function demoPlaybooks(origin: string) {
  return [
    {
      name: 'check-diagnostics',
      title: 'Collect diagnostics',
      icon: 'exec',
      category: 'Troubleshooting',
      description: 'Prints what is known about the check, with system details on request',
      spec: {
        icon: 'exec',
        category: 'Troubleshooting',
        description: 'Prints what is known about the check, with system details on request',
        checks: [{ name: '*' }],
        parameters: [
          {
            name: 'note',
            label: 'Note',
            type: 'text',
            description: 'Printed with the diagnostics',
            default: 'Investigating {{.check.name}}',
            required: true,
            properties: { maxLength: 200 },
          },
          { name: 'verbose', label: 'Include system details', type: 'checkbox', default: false },
        ],
        actions: [
          {
            name: 'collect diagnostics',
            timeout: '30s',
            // Parameters arrive as environment variables, never inside the script text.
            exec: {
              script: [
                'echo "check: $CHECK_NAME ($CHECK_ID)"',
                'echo "namespace: ${CHECK_NAMESPACE:-none}"',
                'printf \'note: %s\\n\' "$PARAM_NOTE"',
                'if [ "$PARAM_VERBOSE" = "true" ]; then uname -sr; df -h / | tail -n 1; fi',
                'echo "collected at $(date -u +%Y-%m-%dT%H:%M:%SZ)"',
              ].join('\n'),
            },
          },
        ],
      },
    },
    {
      name: 'ping-reference-server',
      title: 'Ping the reference server',
      icon: 'http',
      category: 'Troubleshooting',
      // /api/health is public: an http action carries no credentials of the person who ran it.
      description: 'Asks this server whether it is up over HTTP',
      spec: {
        icon: 'http',
        category: 'Troubleshooting',
        checks: [{ types: ['http'] }],
        actions: [{ name: 'server health', timeout: '10s', http: { url: `${origin}/api/health`, method: 'GET' } }],
      },
    },
    {
      name: 'resize-cache',
      title: 'Resize database cache (dry run)',
      icon: 'redis',
      category: 'Operations',
      description: 'Prints the resize it would apply; changes nothing',
      spec: {
        icon: 'redis',
        category: 'Operations',
        checks: [{ namespace: 'data', labelSelector: 'engine' }],
        parameters: [
          {
            name: 'environment',
            label: 'Environment',
            type: 'list',
            required: true,
            default: 'staging',
            properties: {
              options: [
                { label: 'Staging', value: 'staging' },
                { label: 'Production', value: 'production' },
              ],
            },
          },
          {
            name: 'release',
            label: 'Release name',
            type: 'text',
            required: true,
            default: '{{.check.name}}',
            properties: { format: 'dns1123' },
          },
          { name: 'memory', label: 'Memory', type: 'text', default: '512Mi', properties: { format: 'bytes' } },
          { name: 'cpu', label: 'CPU', type: 'text', default: '250m', properties: { format: 'millicores' } },
          { name: 'reason', label: 'Reason', type: 'text', properties: { multiline: true, minLength: 5 } },
        ],
        actions: [
          {
            name: 'plan resize',
            exec: {
              script: [
                'printf \'would resize %s in %s to memory=%s cpu=%s\\n\' "$PARAM_RELEASE" "$PARAM_ENVIRONMENT" "$PARAM_MEMORY" "$PARAM_CPU"',
                'printf \'reason: %s\\n\' "${PARAM_REASON:-none given}"',
              ].join('\n'),
            },
          },
        ],
      },
    },
  ];
}

/**
 * Demo playbooks and one open incident with a root hypothesis. Inserted once (a
 * deleted demo playbook stays deleted); the playbooks still present are updated
 * on every start because the http one points at this server's current port.
 */
export async function ensureDemoPlaybooks(db: Database, origin: string): Promise<void> {
  const playbooks = demoPlaybooks(origin);
  await db.transaction(async (tx) => {
    const lock = advisoryXactLock('demoPlaybooks');
    await tx.query(lock.sql, lock.params);
    const marker = await tx.query(`INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [
      DEMO_PLAYBOOKS_MARKER,
      new Date().toISOString(),
    ]);
    const first = marker.affectedRows > 0;
    for (const playbook of playbooks) {
      const updated = await tx.query(
        `UPDATE playbooks SET title = $3, icon = $4, category = $5, description = $6, spec = $7, updated_at = now()
         WHERE name = $1 AND namespace = $2 AND deleted_at IS NULL`,
        [
          playbook.name,
          'default',
          playbook.title,
          playbook.icon,
          playbook.category,
          playbook.description,
          playbook.spec,
        ],
      );
      if (!updated.affectedRows && first) {
        await tx.query(
          `INSERT INTO playbooks (name, namespace, title, icon, category, description, spec, source)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'UI')`,
          [
            playbook.name,
            'default',
            playbook.title,
            playbook.icon,
            playbook.category,
            playbook.description,
            playbook.spec,
          ],
        );
      }
    }
    if (first) await seedDemoIncident(tx);
  });
}
