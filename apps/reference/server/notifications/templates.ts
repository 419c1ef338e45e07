import type { EventEnv } from './cel';

/**
 * Titles and bodies of notifications. Upstream renders Go templates; rules written for it use `{{.check.name}}`
 * style field paths, so that is what is rendered here: `{{ .a.b }}` is the value at that path of the event
 * environment (missing: empty), nothing else is evaluated, and the output is bounded.
 */
export const MAX_RENDERED_LENGTH = 64 * 1024;

function valueAt(env: unknown, path: string): unknown {
  let value: unknown = env;
  for (const key of path.split('.').filter(Boolean)) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export function renderTemplate(template: string, env: EventEnv): string {
  const rendered = template.replace(/\{\{-?\s*\.([\w.]*)\s*-?\}\}/g, (_, path: string) => {
    const value = valueAt(env, path);
    if (value === undefined || value === null) return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  });
  return rendered.length > MAX_RENDERED_LENGTH ? rendered.slice(0, MAX_RENDERED_LENGTH) : rendered;
}

/** Upstream's default title per event (mc notification/templates). */
export function defaultTitle(event: string): string {
  if (event === 'check.failed') return 'Check {{.check.name}} has failed';
  if (event === 'check.passed') return 'Check {{.check.name}} has passed';
  if (event.startsWith('component.')) return 'Component {{.component.name}} is {{.component.health}}';
  if (event === 'config.created') return '{{.config.type}} {{.config.name}} was created';
  if (event === 'config.deleted') return '{{.config.type}} {{.config.name}} was deleted';
  if (event === 'config.updated' || event === 'config.changed') return '{{.config.type}} {{.config.name}} was updated';
  if (event.startsWith('config.')) return '{{.config.type}} {{.config.name}} is {{.config.health}}';
  return '{{.event.name}} on {{.resource.name}}';
}

/** The default body: what happened, where, and the link to it. */
export function defaultBody(event: string): string {
  if (event.startsWith('check.')) {
    return [
      'Canary: {{.canary.name}}',
      'Check: {{.check.name}} ({{.check.type}})',
      'Status: {{.check.status}}',
      '{{.check.error}}',
      '',
      '{{.permalink}}',
    ].join('\n');
  }
  if (event.startsWith('component.')) {
    return [
      'Component: {{.component.name}} ({{.component.type}})',
      'Health: {{.component.health}}',
      'Status: {{.component.status}}',
      '{{.component.status_reason}}',
      '',
      '{{.permalink}}',
    ].join('\n');
  }
  if (event.startsWith('config.')) {
    return [
      '{{.config.type}}: {{.config.name}}',
      'Health: {{.config.health}}',
      'Status: {{.config.status}}',
      '{{.config.description}}',
      '',
      '{{.permalink}}',
    ].join('\n');
  }
  return '{{.event.name}}\n\n{{.permalink}}';
}
