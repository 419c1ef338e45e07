import type { UiNode } from '@mission-control/api';
import { inputAttributes } from './nodes';

/**
 * The WebAuthn options Kratos hands to its own script. We never evaluate that script: the options are
 * read from a `*_options` hidden input (newer Kratos), the trigger's value, or the argument of the
 * `onclick` call (older Kratos), and passed to @simplewebauthn/browser.
 */
export function webAuthnOptions(nodes: readonly UiNode[], trigger: UiNode): Record<string, unknown> | null {
  const candidates: string[] = [];
  for (const node of nodes) {
    const attributes = inputAttributes(node);
    if (attributes?.name.startsWith('webauthn_') && attributes.name.endsWith('_options'))
      candidates.push(String(attributes.value ?? ''));
  }
  const own = inputAttributes(trigger);
  if (own) {
    candidates.push(String(own.value ?? ''));
    const call = own.onclick ?? '';
    const open = call.indexOf('(');
    const close = call.lastIndexOf(')');
    if (open >= 0 && close > open) candidates.push(call.slice(open + 1, close));
  }
  for (const candidate of candidates) {
    try {
      const parsed: unknown = JSON.parse(candidate);
      if (parsed && typeof parsed === 'object') {
        const record = parsed as Record<string, unknown>;
        return (record.publicKey && typeof record.publicKey === 'object' ? record.publicKey : record) as Record<
          string,
          unknown
        >;
      }
    } catch {
      // Not JSON: try the next place the options may be.
    }
  }
  return null;
}

export type WebAuthnCeremony = 'login' | 'register';

export function webAuthnCeremony(trigger: UiNode): WebAuthnCeremony | null {
  const attributes = inputAttributes(trigger);
  if (!attributes) return null;
  const hint = `${attributes.onclickTrigger ?? ''} ${attributes.onclick ?? ''} ${attributes.name}`;
  if (/Registration|register/i.test(hint)) return 'register';
  if (/Login|login/i.test(hint)) return 'login';
  return null;
}

/** Runs the browser ceremony and returns the JSON Kratos expects in `webauthn_login` / `webauthn_register`. */
export async function runWebAuthn(ceremony: WebAuthnCeremony, options: Record<string, unknown>): Promise<string> {
  const browser = await import('@simplewebauthn/browser');
  if (ceremony === 'register') {
    const result = await browser.startRegistration({
      optionsJSON: options as unknown as Parameters<typeof browser.startRegistration>[0]['optionsJSON'],
    });
    return JSON.stringify(result);
  }
  const result = await browser.startAuthentication({
    optionsJSON: options as unknown as Parameters<typeof browser.startAuthentication>[0]['optionsJSON'],
  });
  return JSON.stringify(result);
}
