import { libraryConfig } from '../../config/vite-library.ts';

export default libraryConfig({
  root: import.meta.dirname,
  entries: { index: 'src/index.ts', topology: 'src/topology/index.ts' },
});
