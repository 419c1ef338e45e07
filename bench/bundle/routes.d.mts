// Types of routes.mjs (plain JavaScript so that .size-limit.mjs can import it without a build step).
export type Route = 'health' | 'catalog' | 'changes' | 'topology' | 'notifications' | 'settings';
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export declare const ROUTES: Readonly<Record<Route, readonly string[]>>;
export declare function entryKey(manifest: Manifest): string;
export declare function firstPaintKeys(manifest: Manifest, route: Route): string[];
export declare function firstPaintJs(manifest: Manifest, route: Route): string[];
