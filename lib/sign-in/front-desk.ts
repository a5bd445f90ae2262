// A tenant's front-desk networks (issue 26): the address ranges its shared front-desk computers reach
// Keycard from. A sign-in from one is a shared computer's, whatever anyone ticked, and the limits
// count the whole network as one address with more room (a whole hotel behind one address).
import ipaddr from 'ipaddr.js';
import { putBounded } from '../bounded-map';
import type { Tenant } from '../upstream/tenants';
import { parseAddress } from './address';

type Range = [declared: string, range: [ipaddr.IPv4 | ipaddr.IPv6, number]];

/** Each distinct list of ranges, parsed once (tenants are few; the bound is a guard). */
const parsed = new Map<string, Range[]>();

function rangesOf(networks: readonly string[]): Range[] {
  const key = networks.join(',');
  const known = parsed.get(key);
  if (known) return known;
  const ranges: Range[] = [];
  for (const network of networks) {
    // The contract has checked each range; one that still does not parse is left out, never fatal.
    try {
      ranges.push([network, ipaddr.parseCIDR(network)]);
    } catch {
      continue;
    }
  }
  putBounded(parsed, key, ranges, 64);
  return ranges;
}

/** The tenant's front-desk network the client's address is in (its range, as declared), if any. */
export function frontDeskNetwork(tenant: Pick<Tenant, 'frontDeskNetworks'>, address: string | undefined): string | undefined {
  if (tenant.frontDeskNetworks.length === 0) return undefined;
  const ip = parseAddress(address);
  if (!ip) return undefined;
  return rangesOf(tenant.frontDeskNetworks).find(([, [base, bits]]) => base.kind() === ip.kind() && ip.match(base, bits))?.[0];
}
