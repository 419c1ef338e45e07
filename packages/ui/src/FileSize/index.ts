export { FileSize } from './FileSize';
export type { FileSizeProps } from './FileSize';
