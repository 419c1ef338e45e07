import * as z from 'zod/mini';
import { en } from 'zod/locales';

// api's schemas are written with `zod/mini` (functions instead of methods), so a page's first load carries only
// the parts of zod they use (#26); classic `zod` loads only with the forms that use it. Both builds share zod's
// core, so a schema of either kind nests in the other.
// zod/mini words every issue "Invalid input" until a locale is set, and api's request checks (validateBody, the
// rules' form schemas) show their issues to people. So every module of api takes `z` from here, and the English
// messages classic zod sets when it loads are set whichever build loads first (1.2 kB gzip). A bare
// `import './zod'` would not do: the package declares no side effects, so a bundler may drop such an import.
z.config(en());

export { z };
