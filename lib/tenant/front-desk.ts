// A tenant's front-desk networks (issue 26): the address ranges its shared front-desk computers reach
// Keycard from. A sign-in from one starts in shared-computer mode, and the limits give its address
// more room (a whole hotel behind one address).
import 'server-only';
import { BlockList, isIP } from 'node:net';
import { putBounded } from '../bounded-map';
import type { Tenant } from '../upstream/tenants';

/** Each distinct list of ranges, built once (tenants are few; the bound is a guard): each range with its matcher. */
const built = new Map<string, [string, BlockList][]>();

function blockLists(networks: readonly string[]): [string, BlockList][] {
  const key = networks.join(',');
  const known = built.get(key);
  if (known) return known;
  const lists: [string, BlockList][] = [];
  for (const network of networks) {
    const [address = '', bits = ''] = network.split('/');
    const family = isIP(address);
    // The contract has checked each range; one that still does not parse is left out, never fatal.
    if (!family) continue;
    const list = new BlockList();
    list.addSubnet(address, Number(bits), family === 4 ? 'ipv4' : 'ipv6');
    lists.push([network, list]);
  }
  putBounded(built, key, lists, 64);
  return lists;
}

/** An IPv4 address as a dual-stack socket writes it (`::ffff:203.0.113.7`) is the IPv4 address. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** The tenant's front-desk network the client's address is in (its range, as declared), if any. */
export function frontDeskNetwork(tenant: Pick<Tenant, 'frontDeskNetworks'>, address: string | undefined): string | undefined {
  if (!address || tenant.frontDeskNetworks.length === 0) return undefined;
  const ip = plain(address);
  const family = isIP(ip);
  if (!family) return undefined;
  return blockLists(tenant.frontDeskNetworks).find(([, list]) => list.check(ip, family === 4 ? 'ipv4' : 'ipv6'))?.[0];
}

/** Whether the client's address is in one of the tenant's front-desk networks. */
export function inFrontDeskNetwork(tenant: Pick<Tenant, 'frontDeskNetworks'>, address: string | undefined): boolean {
  return frontDeskNetwork(tenant, address) !== undefined;
}

/**
 * The address a limit counts by: an IPv4 address as it is, an IPv6 one by its /64 (one household's or
 * one host's whole allocation, which it can rotate through at will), an unknown one as "unknown".
 */
export function limitedAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  // An IPv4 address with a port (some proxies write one): the address.
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  const ip = plain(withPort ? withPort[1]! : address);
  if (isIP(ip) !== 6) return ip;
  const groups = ipv6Groups(ip);
  // An IPv4 address written as IPv6 (::ffff:c000:201, 0:0:0:0:0:ffff:1.2.3.4): the IPv4 address.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** An IPv6 address's eight 16-bit groups (`::` expanded, a dotted IPv4 tail as its two groups). */
function ipv6Groups(ip: string): number[] {
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  const hex = dotted
    ? `${ip.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : ip;
  const [head = '', tail] = hex.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => Number.parseInt(g, 16) || 0);
}
