import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import net from 'node:net';

/*
 * The one destination policy for every outbound connection a user can aim:
 * checks (http, tcp, redis, postgres, dns servers, icmp), playbook http
 * actions, connection Test, and every redirect hop.
 *
 * Private and loopback ranges are allowed by default: monitoring them is what
 * this product is for. Link-local ranges and cloud metadata endpoints are not:
 * nothing a check has a reason to reach lives there, and the metadata service
 * hands out the host's cloud credentials. Operators tighten or open the policy
 * with two comma-separated CIDR lists:
 *
 *   MC_TARGETS_DENY   ranges refused in addition (e.g. 10.0.0.0/8, or 0.0.0.0/0,::/0 to refuse all)
 *   MC_TARGETS_ALLOW  ranges allowed even where a default or a wider deny refuses them
 *
 * Between the two lists the most specific range wins (deny on a tie); the
 * operator's lists win over the defaults. The policy is applied to each
 * RESOLVED address at connect time (a `lookup` that filters what DNS
 * answered), so a name that resolves to an allowed address when saved and to
 * a metadata address when run (DNS rebinding) is still refused.
 */

export const TARGETS_ALLOW_ENV = 'MC_TARGETS_ALLOW';
export const TARGETS_DENY_ENV = 'MC_TARGETS_DENY';

interface Range {
  text: string;
  version: 4 | 6;
  bits: bigint;
  prefix: number;
  reason?: string;
}

/** Refused by default, each with the reason the refusal quotes. */
const DEFAULT_DENY: ReadonlyArray<[string, string]> = [
  ['169.254.0.0/16', 'link-local, where cloud metadata services live (169.254.169.254)'],
  ['fe80::/10', 'IPv6 link-local'],
  ['fd00:ec2::254/128', 'the AWS IPv6 metadata service'],
  ['100.100.100.200/32', 'the Alibaba Cloud metadata service'],
  // The same link-local range reached through NAT64 and 6to4 gateways.
  ['64:ff9b::a9fe:0/112', 'link-local through NAT64'],
  ['2002:a9fe::/32', 'link-local through 6to4'],
];

/** A destination the policy refuses; its message names the address, the rule and the setting that changes it. */
export class DestinationRefusedError extends Error {
  readonly code = 'EDESTINATION';
}

function parseV4(text: string): bigint {
  return text.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

function parseV6(text: string): bigint {
  let address = text.replace(/%.*$/, '');
  // A dotted IPv4 tail (::ffff:1.2.3.4) becomes two hextets.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (tail) {
    const v4 = parseV4(tail[1]!);
    address = `${address.slice(0, tail.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, rest] = address.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups =
    rest === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group || '0', 16)), 0n);
}

/** An address as a version and a number; IPv4-mapped IPv6 (::ffff:a.b.c.d) counts as the IPv4 address it carries. */
function toAddress(address: string): { version: 4 | 6; bits: bigint } | undefined {
  const plain = address.replace(/^\[|\]$/g, '');
  const kind = net.isIP(plain.replace(/%.*$/, ''));
  if (kind === 4) return { version: 4, bits: parseV4(plain) };
  if (kind !== 6) return undefined;
  const bits = parseV6(plain);
  if (bits >> 32n === 0xffffn) return { version: 4, bits: bits & 0xffffffffn };
  return { version: 6, bits };
}

function parseRange(text: string, setting: string, reason?: string): Range {
  const [address = '', prefixText] = text.split('/');
  const parsed = toAddress(address);
  const width = net.isIP(address) === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? width : Number(prefixText);
  if (!parsed || !/^\d*$/.test(prefixText ?? '') || !Number.isInteger(prefix) || prefix < 0 || prefix > width) {
    throw new DestinationRefusedError(
      `${setting} has "${text}", which is not an IP address or CIDR range (e.g. 10.0.0.0/8, fd00::/8)`,
    );
  }
  // An IPv4-mapped IPv6 range (::ffff:0:0/96 and narrower) is the IPv4 range it maps.
  const own = Math.max(parsed.version === 4 && width === 128 ? prefix - 96 : prefix, 0);
  const hostBits = BigInt((parsed.version === 4 ? 32 : 128) - own);
  return {
    text,
    version: parsed.version,
    bits: (parsed.bits >> hostBits) << hostBits,
    prefix: own,
    ...(reason ? { reason } : {}),
  };
}

const contains = (range: Range, address: { version: 4 | 6; bits: bigint }) => {
  if (range.version !== address.version) return false;
  const hostBits = BigInt((range.version === 4 ? 32 : 128) - range.prefix);
  return address.bits >> hostBits === range.bits >> hostBits;
};

interface Policy {
  allow: Range[];
  deny: Range[];
  defaults: Range[];
}

const defaultRanges = DEFAULT_DENY.map(([text, reason]) => parseRange(text, 'default', reason));
let cached: { key: string; policy: Policy } | undefined;

/** The policy from the environment, parsed once per distinct setting (tests change it). */
function currentPolicy(env: NodeJS.ProcessEnv = process.env): Policy {
  const allowText = env[TARGETS_ALLOW_ENV] ?? '';
  const denyText = env[TARGETS_DENY_ENV] ?? '';
  const key = `${allowText}\n${denyText}`;
  if (cached?.key === key) return cached.policy;
  const list = (text: string, setting: string) =>
    text
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((entry) => parseRange(entry, setting));
  const policy = {
    allow: list(allowText, TARGETS_ALLOW_ENV),
    deny: list(denyText, TARGETS_DENY_ENV),
    defaults: defaultRanges,
  };
  cached = { key, policy };
  return policy;
}

/** Why an address is refused, or undefined when the policy allows it. */
export function refusalFor(address: string, env?: NodeJS.ProcessEnv): string | undefined {
  const parsed = toAddress(address);
  if (!parsed) return `"${address}" is not an IP address`;
  const policy = currentPolicy(env);
  const best = (ranges: Range[]) =>
    ranges.filter((range) => contains(range, parsed)).sort((a, b) => b.prefix - a.prefix)[0];
  const allow = best(policy.allow);
  const deny = best(policy.deny);
  if (deny && (!allow || deny.prefix >= allow.prefix))
    return `${address} is in ${deny.text}, refused by ${TARGETS_DENY_ENV}`;
  if (allow) return undefined;
  const builtIn = best(policy.defaults);
  if (builtIn) {
    return `${address} is ${builtIn.reason} (${builtIn.text}), refused by default; list it in ${TARGETS_ALLOW_ENV} to allow it`;
  }
  return undefined;
}

/** Throws DestinationRefusedError when the policy refuses `address`. */
export function assertAddressAllowed(address: string, host = address): void {
  const reason = refusalFor(address);
  if (reason) {
    throw new DestinationRefusedError(
      `destination ${host === address ? address : `${host} (${address})`} is not allowed: ${reason}`,
    );
  }
}

/**
 * Checks a host as written: an IP literal is checked at once (Node connects to
 * literals without any lookup, so the guarded lookup would never see it); a
 * name is checked when it resolves (guardedLookup / resolveAllowed).
 */
export function assertHostAllowed(host: string): void {
  const plain = host.replace(/^\[|\]$/g, '');
  if (net.isIP(plain.replace(/%.*$/, ''))) assertAddressAllowed(plain, host);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * `dns.lookup` with the policy applied to every address it returns; for
 * `net.connect`, `http.request` and `tls.connect` (`lookup` option). A name
 * with any refused address is refused whole, so the connection cannot land on
 * it through Happy Eyeballs or a retry.
 */
export function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, options.all ? [] : '');
    try {
      for (const entry of addresses) assertAddressAllowed(entry.address, hostname);
    } catch (refused) {
      return callback(refused as DestinationRefusedError, options.all ? [] : '');
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
    callback(null, first.address, first.family);
  });
}

/**
 * Resolves a host and checks every address; for clients that resolve by
 * themselves (ping, git, SMTP and database drivers), where the check runs
 * before they connect. Returns the addresses.
 */
export async function resolveAllowed(host: string): Promise<string[]> {
  const plain = host.replace(/^\[|\]$/g, '');
  if (net.isIP(plain.replace(/%.*$/, ''))) {
    assertAddressAllowed(plain, host);
    return [plain];
  }
  const addresses = await dns.promises.lookup(plain, { all: true });
  for (const entry of addresses) assertAddressAllowed(entry.address, host);
  return addresses.map((entry) => entry.address);
}

/** Connect options for `net.connect` / `tls.connect` that apply the policy; throws for a refused literal. */
export function guardedConnectOptions(host: string): { lookup: typeof guardedLookup } {
  assertHostAllowed(host);
  return { lookup: guardedLookup };
}
