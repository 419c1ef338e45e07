export { TristateFilter } from './TristateFilter';
export type { TristateFilterProps, TristateOption } from './TristateFilter';
