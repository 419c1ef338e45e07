import { postgresCheck, redisCheck } from './database';
import { execCheck } from './exec';
import { folderCheck } from './folder';
import { httpCheck } from './http';
import { dnsCheck, icmpCheck, tcpCheck } from './network';
import type { Executor } from './types';

export const UNSUPPORTED_TYPE = 'check type not supported by this server';

/** Check types this server really runs; every other type is stored and reported unsupported. */
export const EXECUTORS: Record<string, Executor> = {
  http: httpCheck,
  tcp: tcpCheck,
  dns: dnsCheck,
  icmp: icmpCheck,
  exec: execCheck,
  folder: folderCheck,
  postgres: postgresCheck,
  sql: postgresCheck,
  redis: redisCheck,
};
