import { libraryConfig } from '../../config/vite-library.ts';

export default libraryConfig({
  root: import.meta.dirname,
  entries: { index: 'src/index.ts', testing: 'src/testing/index.ts', checks: 'src/checks/index.ts' },
});
