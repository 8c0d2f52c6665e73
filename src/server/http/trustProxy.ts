import { BlockList, isIP } from 'node:net';

/**
 * TRUST_PROXY (docs/operations/security.md, "The client address behind a proxy"): which hops of
 * `X-Forwarded-For` this server believes. `false` believes none (the socket's address is the
 * client); a number believes that many hops in front of it; a list believes the proxies at those
 * addresses or networks. The client is the right-most address that is not a believed proxy: the
 * entries to its left were written by the client and prove nothing.
 */
export type TrustProxy = false | number | readonly string[];

/**
 * What `TRUST_PROXY=true` means: a proxy on this host or on a private network in front of it
 * (loopback, RFC 1918, link-local, IPv6 unique-local). A client that reaches the server directly
 * from a public address is not believed, whatever it writes.
 */
export const PRIVATE_NETWORKS: readonly string[] = [
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
];

const MAX_HOPS = 10;

/** Adds an address or a network (`10.0.0.0/8`) to the list; false when it is neither. */
function addRange(list: BlockList, entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) {
    list.addAddress(address!, type);
    return true;
  }
  const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
  if (!(prefix >= 0 && prefix <= (family === 4 ? 32 : 128))) return false;
  list.addSubnet(address!, prefix, type);
  return true;
}

/**
 * Reads TRUST_PROXY: `false`/`no`/`0`, `true`/`yes` (PRIVATE_NETWORKS), a hop count from 1 to 10,
 * or comma-separated addresses and CIDR networks. Answers an Error naming what it cannot read.
 */
export function parseTrustProxy(value: string): TrustProxy | Error {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === 'no' || v === '0') return false;
  if (v === 'true' || v === 'yes') return PRIVATE_NETWORKS;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= MAX_HOPS ? hops : new Error(`a hop count from 1 to ${MAX_HOPS}`);
  }
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !addRange(new BlockList(), e));
  return bad.length ? new Error(`not an address or network: ${bad.join(', ')}`) : entries;
}

/**
 * The function Fastify's `trustProxy` takes: `(address, hop)` is true for a believed proxy, hop 0
 * being the socket's peer. Fastify's own number option believes no hop at all (it cannot check the
 * peer), so a hop count is written here; `false` stays false (X-Forwarded-* ignored).
 */
export function trustFunction(setting: TrustProxy): false | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const list = new BlockList();
  for (const entry of setting) addRange(list, entry);
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}
