// A tenant's front-desk networks (issue 26): the address ranges its shared front-desk computers reach
// Keycard from. A sign-in from one starts in shared-computer mode, and the limits give its address
// more room (a whole hotel behind one address).
import 'server-only';
import { BlockList, isIP } from 'node:net';
import { putBounded } from '../bounded-map';
import type { Tenant } from '../upstream/tenants';

/** Each distinct list of ranges, built once (tenants are few; the bound is a guard). */
const built = new Map<string, BlockList>();

function blockList(networks: readonly string[]): BlockList {
  const key = networks.join(',');
  const known = built.get(key);
  if (known) return known;
  const list = new BlockList();
  for (const network of networks) {
    const [address = '', bits = ''] = network.split('/');
    const family = isIP(address);
    // The contract has checked each range; one that still does not parse is left out, never fatal.
    if (family) list.addSubnet(address, Number(bits), family === 4 ? 'ipv4' : 'ipv6');
  }
  putBounded(built, key, list, 64);
  return list;
}

/** An IPv4 address as a dual-stack socket writes it (`::ffff:203.0.113.7`) is the IPv4 address. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Whether the client's address is in one of the tenant's front-desk networks. */
export function inFrontDeskNetwork(tenant: Pick<Tenant, 'frontDeskNetworks'>, address: string | undefined): boolean {
  if (!address || tenant.frontDeskNetworks.length === 0) return false;
  const ip = plain(address);
  const family = isIP(ip);
  if (!family) return false;
  return blockList(tenant.frontDeskNetworks).check(ip, family === 4 ? 'ipv4' : 'ipv6');
}
