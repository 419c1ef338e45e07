import type { ConnectionRow } from '../connections/test';

/** A connection row as `testConnection` reads it: the given type and fields, the rest empty. */
export const connectionRow = (type: string, fields: Partial<ConnectionRow> = {}): ConnectionRow => ({
  id: '00000000-0000-0000-0000-0000000000c1',
  name: 'c',
  namespace: 'default',
  type,
  url: null,
  username: null,
  password: null,
  certificate: null,
  insecure_tls: false,
  properties: null,
  ...fields,
});
