function firstLetters(text: string, separators: RegExp): string {
  return text
    .split(separators)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * First letters of up to two words of the name, else of the e-mail's local
 * part (`jane.doe@…` → `JD`), else '?'.
 */
export function initials({ name, email }: { name?: string | null; email?: string | null }): string {
  const fromName = typeof name === 'string' ? firstLetters(name.trim(), /\s+/) : '';
  if (fromName) return fromName;
  const local = typeof email === 'string' ? (email.trim().split('@')[0] ?? '') : '';
  const fromEmail = firstLetters(local, /[._+\-\s]+/);
  return fromEmail || '?';
}
