// core runs in browsers and Node alike and needs neither's library types; this
// is the one runtime facility it uses (the bad-range warning in timeRange.ts).
declare const console: { warn(...data: unknown[]): void };
