// The address a limit counts by: an IPv4 address as it is, an IPv6 one by its /64 (one household's or
// one host's whole allocation, which it can rotate through at will), an unknown one as "unknown".
import { parseAddress } from '../sign-in/address';

export function limitedAddress(address: string | undefined): string {
  const ip = parseAddress(address);
  if (!ip) return 'unknown';
  if (ip.kind() === 'ipv4') return ip.toString();
  const groups = (ip as import('ipaddr.js').IPv6).parts.slice(0, 4);
  return `${groups.map((g) => g.toString(16)).join(':')}::/64`;
}
