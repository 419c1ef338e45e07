import { z } from '../schemas/zod';
import type { CreateTokenRequest, TokenScopeEntry } from '../schemas/tokens';

/** Objects a token can be scoped to (spec: shell and access, §6 Token scopes). */
export const TOKEN_SCOPE_OBJECTS = ['mcp', 'canaries', 'catalog', 'application', 'playbooks', 'notification'] as const;
export type TokenScopeObject = (typeof TOKEN_SCOPE_OBJECTS)[number];

export const TOKEN_SCOPE_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export const PLAYBOOK_SCOPE_ACTIONS = ['playbook:run', 'playbook:approve'] as const;

export type TokenPreset = 'read' | 'write' | 'admin' | 'custom';
export const TOKEN_PRESETS: readonly { value: TokenPreset; label: string }[] = [
  { value: 'read', label: 'Read' },
  { value: 'write', label: 'Write' },
  { value: 'admin', label: 'Admin' },
  { value: 'custom', label: 'Custom' },
];
export const DEFAULT_TOKEN_PRESET: TokenPreset = 'read';

export type ScopeLevel = 'none' | 'read' | 'run' | 'approve' | 'write' | 'admin';
export type ScopeLevels = Partial<Record<TokenScopeObject, ScopeLevel>>;

const GENERIC_LEVELS = [
  { value: 'none', label: 'None' },
  { value: 'read', label: 'Read' },
  { value: 'write', label: 'Write' },
  { value: 'admin', label: 'Admin' },
] as const;

/** The per-object levels of the Custom preset. */
export const SCOPE_LEVEL_OPTIONS: Readonly<Record<TokenScopeObject, readonly { value: ScopeLevel; label: string }[]>> =
  {
    mcp: [
      { value: 'none', label: 'None' },
      { value: 'admin', label: 'Admin' },
    ],
    canaries: GENERIC_LEVELS,
    catalog: GENERIC_LEVELS,
    application: GENERIC_LEVELS,
    playbooks: [
      { value: 'none', label: 'None' },
      { value: 'read', label: 'Read' },
      { value: 'run', label: 'Run' },
      { value: 'approve', label: 'Approve' },
      { value: 'write', label: 'Write' },
    ],
    notification: GENERIC_LEVELS,
  };

/**
 * Actions granted by a level. Write is "read plus create", as the Write preset is; Admin is all four
 * actions. Playbook levels grow in the order of the picker: Run adds playbook:run, Approve adds
 * playbook:approve, Write adds create/update/delete on top. mcp takes only the wildcard.
 * A level not offered for the object grants nothing.
 */
export function levelActions(object: TokenScopeObject, level: ScopeLevel): string[] {
  const offered = SCOPE_LEVEL_OPTIONS[object]?.some((option) => option.value === level);
  if (!offered || level === 'none') return [];
  if (object === 'mcp') return ['*'];
  switch (level) {
    case 'read':
      return ['read'];
    case 'run':
      return ['read', 'playbook:run'];
    case 'approve':
      return ['read', 'playbook:run', 'playbook:approve'];
    case 'write':
      return object === 'playbooks'
        ? ['read', 'create', 'update', 'delete', 'playbook:run', 'playbook:approve']
        : ['read', 'create'];
    case 'admin':
      return [...TOKEN_SCOPE_ACTIONS];
    default:
      return [];
  }
}

/** The scope list for per-object levels, in the order of `TOKEN_SCOPE_OBJECTS`. */
export function scopeFromLevels(levels: ScopeLevels, subject: string): TokenScopeEntry[] {
  return TOKEN_SCOPE_OBJECTS.flatMap((object) =>
    levelActions(object, levels[object] ?? 'none').map((action) => ({ subject, object, action })),
  );
}

const NON_MCP = TOKEN_SCOPE_OBJECTS.filter((object) => object !== 'mcp');

/**
 * Preset → scope list. Read: read on every object plus the mcp wildcard. Write: Read plus create.
 * Admin: read/create/update/delete on every object plus the mcp wildcard; the playbook extras
 * (run, approve) are granted only through the playbooks level of Custom.
 */
export function scopeFromPreset(preset: TokenPreset, subject: string, levels: ScopeLevels = {}): TokenScopeEntry[] {
  const actionsFor: Record<Exclude<TokenPreset, 'custom'>, readonly string[]> = {
    read: ['read'],
    write: ['read', 'create'],
    admin: TOKEN_SCOPE_ACTIONS,
  };
  if (preset === 'custom') return scopeFromLevels(levels, subject);
  const actions = actionsFor[preset];
  if (!actions) return [];
  return [
    { subject, object: 'mcp', action: '*' },
    ...NON_MCP.flatMap((object) => actions.map((action) => ({ subject, object, action }))),
  ];
}

/** Custom levels that start from a preset, so switching to Custom keeps what was chosen. */
export function levelsFromPreset(preset: TokenPreset): ScopeLevels {
  const level: Record<Exclude<TokenPreset, 'custom'>, ScopeLevel> = { read: 'read', write: 'write', admin: 'admin' };
  if (preset === 'custom') return {};
  return Object.fromEntries(
    TOKEN_SCOPE_OBJECTS.map((object) => [object, object === 'mcp' ? 'admin' : level[preset]]),
  ) as ScopeLevels;
}

/** MCP setup starts from Custom with only mcp. */
export const MCP_SETUP_LEVELS: ScopeLevels = { mcp: 'admin' };

export type TokenExpiry = '30d' | '90d' | '180d' | '365d' | 'never';

/**
 * Expiry choices with what goes over the wire. The backend parses a duration and treats `""` as its
 * default (90 days), so "never" cannot be empty: it is sent as 100 years, which the backend accepts.
 */
export const TOKEN_EXPIRY_OPTIONS: readonly { value: TokenExpiry; label: string; wire: string }[] = [
  { value: '30d', label: '30 days', wire: '720h' },
  { value: '90d', label: '90 days', wire: '2160h' },
  { value: '180d', label: '180 days', wire: '4320h' },
  { value: '365d', label: '1 year', wire: '8760h' },
  { value: 'never', label: 'Never', wire: '876000h' },
];
export const DEFAULT_TOKEN_EXPIRY: TokenExpiry = '90d';

export function expiryToWire(expiry: TokenExpiry): string {
  const option = TOKEN_EXPIRY_OPTIONS.find((o) => o.value === expiry);
  if (!option) throw new RangeError(`Unknown token expiry: ${String(expiry)}`);
  return option.wire;
}

const levelSchema = z.enum(['none', 'read', 'run', 'approve', 'write', 'admin']);

/**
 * The Create token form. A Custom scope with every level at None is refused: the backend reads an
 * empty scope as "every permission of the user", the opposite of what the user chose.
 */
export const tokenFormSchema = z
  .object({
    name: z.string().check(z.trim()).check(z.minLength(1, 'Name is required')),
    expiry: z._default(z.enum(['30d', '90d', '180d', '365d', 'never']), DEFAULT_TOKEN_EXPIRY),
    autoRenew: z._default(z.boolean(), false),
    preset: z._default(z.enum(['read', 'write', 'admin', 'custom']), DEFAULT_TOKEN_PRESET),
    levels: z._default(z.partialRecord(z.enum(TOKEN_SCOPE_OBJECTS), levelSchema), {}),
  })
  .check(
    z.refine((form) => form.preset !== 'custom' || scopeFromLevels(form.levels, '').length > 0, {
      message: 'Select at least one scope',
      path: ['levels'],
    }),
  );
export type TokenFormValues = z.infer<typeof tokenFormSchema>;
export type TokenFormInput = z.input<typeof tokenFormSchema>;

/** Form values → the body the backend reads (`auto_renew`, a duration, an explicit scope). */
export function toCreateTokenRequest(form: TokenFormValues, subject: string): CreateTokenRequest {
  return {
    name: form.name.trim(),
    expiry: expiryToWire(form.expiry),
    auto_renew: form.autoRenew,
    scope: scopeFromPreset(form.preset, subject, form.levels),
  };
}
