import { libraryConfig } from '../../config/vite-library.ts';

export default libraryConfig({
  root: import.meta.dirname,
  entries: {
    index: 'src/index.ts',
    time: 'src/time/index.ts',
    table: 'src/table/index.ts',
    testing: 'src/testing/index.ts',
  },
});
