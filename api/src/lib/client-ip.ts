import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The proxies whose X-Forwarded-* headers we believe (TRUST_PROXY). */
export interface TrustedProxies {
  /** The entries as configured, e.g. ['127.0.0.1', '::1', '10.0.0.0/8']. */
  readonly list: readonly string[];
  /** Whether `address` (IPv4, IPv6 or IPv4-mapped IPv6) is one of them. */
  trusts(address: string): boolean;
}

/** Named ranges, as Express's `trust proxy` knows them. */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

export const TRUST_PROXY_HELP =
  'list the addresses or ranges of your own proxies, e.g. 127.0.0.1,::1,10.0.0.0/8 (or false for none)';

/** An address as we compare and report it: no zone id, lower case, IPv4-mapped IPv6 as plain IPv4. */
export function normalizeAddress(address: string): string {
  const bare = address.trim().replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  return mapped ? mapped[1]! : bare;
}

function addEntry(blocks: BlockList, entry: string): string | null {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or range`;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  const max = family === 4 ? 32 : 128;
  const bits = prefix === undefined ? max : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  if (!(bits >= 0 && bits <= max)) return `"${entry}" has a prefix length outside 0-${max}`;
  blocks.addSubnet(address, bits, type);
  return null;
}

/**
 * TRUST_PROXY's value as a matcher: comma-separated addresses, CIDR ranges and the names loopback,
 * linklocal and uniquelocal; empty or `false` trusts nobody. `true` is refused: it would believe a
 * forged X-Forwarded-For from anyone who reaches the port.
 * @example parseTrustedProxies('127.0.0.1,::1,10.0.0.0/8')
 */
export function parseTrustedProxies(value: string): { proxies: TrustedProxies } | { errors: string[] } {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (entries.length === 1 && (entries[0] === 'false' || entries[0] === '0')) entries.pop();
  const blocks = new BlockList();
  const errors: string[] = [];
  for (const entry of entries) {
    if (entry === 'true' || entry === '1') {
      errors.push(`"${entry}" would trust X-Forwarded-For from any caller: ${TRUST_PROXY_HELP}`);
      continue;
    }
    const named = Object.hasOwn(NAMED_RANGES, entry.toLowerCase()) ? NAMED_RANGES[entry.toLowerCase()] : undefined;
    const problems = (named ?? [entry]).map((item) => addEntry(blocks, item)).filter((p) => p !== null);
    errors.push(...problems.map((problem) => `${problem}: ${TRUST_PROXY_HELP}`));
  }
  if (errors.length > 0) return { errors };
  const trusts = (address: string) => {
    const bare = normalizeAddress(address);
    const family = isIP(bare);
    return family !== 0 && blocks.check(bare, family === 4 ? 'ipv4' : 'ipv6');
  };
  return { proxies: { list: entries, trusts } };
}

/** Trusts nobody: X-Forwarded-* headers are ignored. */
export const NO_TRUSTED_PROXIES: TrustedProxies = { list: [], trusts: () => false };

/** The address of the TCP peer (our proxy, or the caller itself); 'unknown' without a socket (app.request()). */
export function peerAddress(c: Context): string {
  const bindings = c.env as NodeBindings | undefined;
  const address = bindings?.incoming?.socket?.remoteAddress;
  return address ? normalizeAddress(address) : 'unknown';
}

/**
 * The caller's address, as Express's `trust proxy` finds it: the socket peer unless it is a trusted proxy;
 * then X-Forwarded-For read from the right, skipping trusted hops, up to the first address we do not trust.
 * An entry that is not an IP address ends the walk at the hop that reported it.
 */
export function clientIp(c: Context, proxies: TrustedProxies): string {
  let client = peerAddress(c);
  if (!proxies.trusts(client)) return client;
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(hops[i]!);
    if (hop === '') continue;
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!proxies.trusts(hop)) return client;
  }
  return client;
}

/** X-Forwarded-Proto (http or https) when the peer is a trusted proxy; else undefined. */
export function forwardedProto(c: Context, proxies: TrustedProxies): 'http' | 'https' | undefined {
  if (!proxies.trusts(peerAddress(c))) return undefined;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'http' || proto === 'https' ? proto : undefined;
}
