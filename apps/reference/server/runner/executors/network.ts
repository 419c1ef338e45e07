import { promises as dns, type LookupAddress } from 'node:dns';
import net from 'node:net';
import { guardedConnectOptions, resolveAllowed } from '../../net/destinations';
import { killGroup, minimalEnv, spawnGroup } from '../processes';
import { fail, InvalidSpecError, optionalNumber, requireString, type Executor } from './types';

/** `host:port`, `[v6]:port` or `tcp://host:port`. */
export function splitHostPort(endpoint: string): { host: string; port: number } {
  const text = endpoint.replace(/^tcp:\/\//, '');
  const match = /^\[([^\]]+)\]:(\d+)$/.exec(text) ?? /^([^:]+):(\d+)$/.exec(text);
  if (!match) throw new InvalidSpecError(`endpoint "${endpoint}" must be host:port`);
  const port = Number(match[2]);
  if (port < 1 || port > 65535) throw new InvalidSpecError(`port ${port} is out of range 1-65535`);
  return { host: match[1]!, port };
}

/** A TCP connection to an address the destination policy allows (checked on each resolved address). */
export function connectTcp(host: string, port: number, signal: AbortSignal): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port, ...guardedConnectOptions(host) });
    const onAbort = () => {
      socket.destroy();
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    socket.once('connect', () => {
      signal.removeEventListener('abort', onAbort);
      resolve(socket);
    });
    socket.once('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      reject(error);
    });
  });
}

/** Opens a TCP connection; `thresholdMillis` bounds how long that may take. */
export const tcpCheck: Executor = async (spec, { signal }) => {
  const { host, port } = splitHostPort(requireString(spec, 'endpoint', 'host'));
  const threshold = optionalNumber(spec, 'thresholdMillis');
  const started = performance.now();
  const socket = await connectTcp(host, port, signal);
  const elapsed = Math.round(performance.now() - started);
  socket.destroy();
  const message = `connected to ${host}:${port} in ${elapsed}ms`;
  if (threshold !== undefined && elapsed > threshold) {
    return fail(`connect took ${elapsed}ms, above thresholdMillis ${threshold}ms`, { message });
  }
  return { pass: true, message, detail: { elapsed } };
};

const RECORD_TYPES = new Set(['A', 'AAAA', 'CNAME', 'MX', 'NS', 'PTR', 'SRV', 'TXT']);

function recordText(record: unknown): string {
  if (typeof record === 'string') return record;
  if (Array.isArray(record)) return record.join('');
  if (record && typeof record === 'object') {
    const r = record as Record<string, unknown>;
    if ('exchange' in r) return `${String(r.exchange)} ${String(r.priority)}`;
    if ('name' in r && 'port' in r) return `${String(r.name)}:${String(r.port)}`;
    return JSON.stringify(r);
  }
  return String(record);
}

/**
 * Resolves `query` (canary-checker's name for the host) of `querytype` (A by default).
 * Without a `server`, A/AAAA use the system resolver (so /etc/hosts and `localhost`
 * work on any machine); with one, the query goes to that DNS server.
 */
export const dnsCheck: Executor = async (spec, { signal }) => {
  const query = requireString(spec, 'query', 'host', 'endpoint');
  const type = (typeof spec.querytype === 'string' ? spec.querytype : 'A').toUpperCase();
  if (!RECORD_TYPES.has(type))
    throw new InvalidSpecError(`querytype ${type} is not one of ${[...RECORD_TYPES].join(', ')}`);
  const minRecords = optionalNumber(spec, 'minrecords') ?? 1;
  const threshold = optionalNumber(spec, 'thresholdMillis');
  const exact = Array.isArray(spec.exactreply) ? spec.exactreply.map(String) : undefined;
  const server = typeof spec.server === 'string' && spec.server ? spec.server : undefined;

  // The DNS server a query is sent to is a destination like any other.
  if (server) await resolveAllowed(server);
  const started = performance.now();
  let records: string[];
  const lookup = async () => {
    if (!server && (type === 'A' || type === 'AAAA')) {
      const found: LookupAddress[] = await dns.lookup(query, { all: true, family: type === 'A' ? 4 : 6 });
      return found.map((entry) => entry.address);
    }
    const resolver = new dns.Resolver();
    if (server) {
      const port = optionalNumber(spec, 'port');
      resolver.setServers([port ? `${server}:${port}` : server]);
    }
    const onAbort = () => resolver.cancel();
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      const found: unknown = await resolver.resolve(query, type);
      return (Array.isArray(found) ? found : [found]).map(recordText);
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  };
  try {
    records = await lookup();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail(`${type} lookup of ${query} failed${code ? ` (${code})` : ''}: ${(error as Error).message}`);
  }
  const elapsed = Math.round(performance.now() - started);
  const message = `${type} ${query}: ${records.join(', ') || 'no records'} in ${elapsed}ms`;
  const detail = { records, elapsed };
  if (records.length < minRecords) {
    return fail(`got ${records.length} records, fewer than minrecords ${minRecords}`, { message, detail });
  }
  if (exact && [...exact].sort().join('\n') !== [...records].sort().join('\n')) {
    return fail(`records ${records.join(', ')} do not match exactreply ${exact.join(', ')}`, { message, detail });
  }
  if (threshold !== undefined && elapsed > threshold) {
    return fail(`lookup took ${elapsed}ms, above thresholdMillis ${threshold}ms`, { message, detail });
  }
  return { pass: true, message, detail };
};

export const PING_MISSING = 'ping is not installed on this server';

const HOST_LABEL = /^(?!-)[a-z\d-]{1,63}(?<!-)$/i;

/**
 * Values that reach a command line: an IP address or a DNS name (letters,
 * digits, hyphens, dots; no label starting with `-`), so nothing can be read
 * as an option.
 */
export function isHostNameOrAddress(value: string): boolean {
  if (net.isIP(value) !== 0) return true;
  if (value.length > 253 || value.startsWith('-')) return false;
  return value
    .replace(/\.$/, '')
    .split('.')
    .every((label) => HOST_LABEL.test(label));
}

/** `ping` in its own process group: killed with its group on timeout, abort and shutdown. */
function runPing(
  args: string[],
  signal: AbortSignal,
  timeoutMs: number,
): Promise<{ stdout: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawnGroup('ping', args, { env: minimalEnv(), stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      if (stdout.length < 64 * 1024) stdout += chunk.toString('utf8');
    });
    const stop = () => killGroup(child.pid);
    const timer = setTimeout(stop, timeoutMs);
    const onAbort = () => {
      stop();
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    };
    child.on('error', (error: NodeJS.ErrnoException) => {
      done();
      reject(error.code === 'ENOENT' ? new Error(PING_MISSING) : error);
    });
    child.on('close', (code) => {
      done();
      resolve({ stdout, code });
    });
  });
}

/**
 * ICMP through the system `ping` (raw sockets need privileges Node does not
 * have): `packetCount` echoes, failing above `packetLossThreshold` percent loss
 * or an average round trip above `thresholdMillis`.
 */
export const icmpCheck: Executor = async (spec, { signal, timeoutMs }) => {
  const host = requireString(spec, 'endpoint', 'host');
  if (!isHostNameOrAddress(host)) throw new InvalidSpecError(`endpoint "${host}" is not a host name or address`);
  const count = Math.max(1, Math.min(20, optionalNumber(spec, 'packetCount') ?? 3));
  const lossThreshold = optionalNumber(spec, 'packetLossThreshold') ?? 0;
  const threshold = optionalNumber(spec, 'thresholdMillis');
  const waitSeconds = Math.max(1, Math.floor(timeoutMs / 1000 / count));
  // ping is given the address the policy checked, so it cannot resolve the name to another one.
  const [address = host] = await resolveAllowed(host);

  const output = await runPing(['-n', '-c', String(count), '-W', String(waitSeconds), address], signal, timeoutMs);
  const loss = /([\d.]+)% packet loss/.exec(output.stdout);
  const rtt = /= [\d.]+\/([\d.]+)\//.exec(output.stdout);
  const lossPercent = loss ? Number(loss[1]) : 100;
  const avg = rtt ? Number(rtt[1]) : undefined;
  const message = `${host}: ${lossPercent}% packet loss${avg !== undefined ? `, avg ${avg}ms` : ''}`;
  const detail = { packetLoss: lossPercent, ...(avg !== undefined ? { rttAvg: avg } : {}) };
  if (lossPercent > lossThreshold || (lossPercent === 100 && output.code !== 0)) {
    return fail(`packet loss ${lossPercent}% exceeds threshold ${lossThreshold}%`, { message, detail });
  }
  if (threshold !== undefined && avg !== undefined && avg > threshold) {
    return fail(`average round trip ${avg}ms is above thresholdMillis ${threshold}ms`, { message, detail });
  }
  return { pass: true, message, detail };
};
