import { libraryConfig } from '../../config/vite-library.ts';

export default libraryConfig({
  root: import.meta.dirname,
  entries: {
    index: 'src/index.ts',
    schemas: 'src/schemas/index.ts',
    rules: 'src/rules/index.ts',
    postgrest: 'src/postgrest/index.ts',
    queries: 'src/queries.ts',
  },
});
