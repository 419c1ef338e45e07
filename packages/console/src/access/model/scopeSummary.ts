import { scopeFromPreset, TOKEN_PRESETS, type TokenScopeEntry } from '@mission-control/api';

type Entry = Pick<TokenScopeEntry, 'object' | 'action'>;

const key = (entry: Entry) => `${entry.object}:${entry.action}`;

/**
 * One line for the token list's Scope column: the preset the scope equals (Read, Write, Admin), else
 * the objects it reaches ("Custom: mcp, canaries"). No scope means the creator's own permissions.
 */
export function scopeSummary(scope: readonly Entry[] | null | undefined): string {
  if (!scope || scope.length === 0) return 'All permissions of the creator';
  const have = new Set(scope.map(key));
  for (const preset of TOKEN_PRESETS) {
    if (preset.value === 'custom') continue;
    const wanted = scopeFromPreset(preset.value, '');
    if (wanted.length === have.size && wanted.every((entry) => have.has(key(entry)))) return preset.label;
  }
  const objects = [...new Set(scope.map((entry) => entry.object))];
  return `Custom: ${objects.join(', ')}`;
}
