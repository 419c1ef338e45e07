// Apart from properties.ts's schemas, so that the shell's help menu, on every page, does not bring zod into the
// first paint's module graph (#26).
import type { VersionInfo } from './properties';

/** The version the console shows for the backend: `chartVersion || appVersion`, else 'NA'. */
export function backendVersion(info: VersionInfo | null | undefined): string {
  return info?.chartVersion || info?.appVersion || 'NA';
}
