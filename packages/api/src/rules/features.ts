/** Areas that can be switched off with a `{feature}.disable` property (duty PROPERTIES.md). */
export const FEATURES = [
  'topology',
  'health',
  'incidents',
  'config',
  'logs',
  'playbooks',
  'applications',
  'views',
  'ai',
  'agents',
  'settings.connections',
  'settings.users',
  'settings.teams',
  'settings.rules',
  'settings.config_scraper',
  'settings.topology',
  'settings.health',
  'settings.job_history',
  'settings.feature_flags',
  'settings.logging_backends',
  'settings.event_queue_status',
  'settings.organization_profile',
  'settings.notifications',
  'settings.playbooks',
  'settings.integrations',
  'settings.plugins',
  'settings.permissions',
  'settings.mcp',
  'settings.artifacts',
] as const;
export type Feature = (typeof FEATURES)[number];

/** A child feature is disabled when its parent is. */
export const FEATURE_PARENTS: Readonly<Record<string, string>> = {
  'settings.config_scraper': 'config',
  'settings.topology': 'topology',
  'settings.health': 'health',
  'settings.job_history': 'health',
};

export type PropertySource =
  ReadonlyArray<{ name: string; value: unknown }> | Readonly<Record<string, unknown>> | null | undefined;

function lookup(properties: PropertySource, name: string): unknown {
  if (!properties) return undefined;
  if (Array.isArray(properties)) {
    // The backend lists local properties before DB rows and local wins, so the first match counts.
    return (properties as ReadonlyArray<{ name: string; value: unknown }>).find((p) => p?.name === name)?.value;
  }
  const record = properties as Readonly<Record<string, unknown>>;
  return Object.hasOwn(record, name) ? record[name] : undefined;
}

/**
 * A feature is enabled unless `{feature}.disable` is exactly the string "true" (not "TRUE", not `true`),
 * for the feature itself or its parent.
 */
export function isFeatureEnabled(properties: PropertySource, feature: string): boolean {
  const seen = new Set<string>();
  let current: string | undefined = feature;
  while (current && !seen.has(current)) {
    seen.add(current);
    if (lookup(properties, `${current}.disable`) === 'true') return false;
    current = Object.hasOwn(FEATURE_PARENTS, current) ? FEATURE_PARENTS[current] : undefined;
  }
  return true;
}
