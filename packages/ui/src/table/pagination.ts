/** Pages needed for `total` rows: ceil(total / pageSize); 0 for an empty or invalid input. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(pageSize) || total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/**
 * The next page size for virtual pagination: doubled once the viewer reaches
 * the end of the loaded rows while more exist, otherwise unchanged.
 */
export function nextVirtualPageSize(options: {
  pageSize: number;
  loadedRows: number;
  totalRows: number;
  lastVisibleIndex: number;
}): number {
  const { pageSize, loadedRows, totalRows, lastVisibleIndex } = options;
  const atEnd = loadedRows > 0 && lastVisibleIndex >= loadedRows - 1;
  // A page that came back short means the source has nothing more to give yet.
  const pageIsFull = loadedRows >= pageSize;
  return atEnd && pageIsFull && totalRows > pageSize ? pageSize * 2 : pageSize;
}
