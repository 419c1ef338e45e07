// The server's Content-Security-Policy has no 'unsafe-eval'. Zod compiles object parsers with `new Function` when it
// may, and probes whether it may as each object schema is built; the browser reports that probe as a violation even
// though zod catches it. Jitless parsing never evaluates strings.
// The setting must exist before the first schema is built, and schemas are built as the app's modules load, so this
// is a classic script in <head> (it runs before any module script) that fills the configuration object zod adopts
// from `globalThis.__zod_globalConfig` when it loads (the object `z.config()` writes to).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
