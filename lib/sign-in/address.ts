// The client's address as Keycard reasons about it (ipaddr.js, proxy-addr's parser): an IPv4 address
// however a socket or proxy wrote it (with a port, mapped into IPv6), an IPv6 address as itself.
import ipaddr from 'ipaddr.js';

export type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** The address, or undefined for anything that is not one. An IPv4 address written as IPv6 (`::ffff:…`) or with a port is the IPv4 address. */
export function parseAddress(raw: string | undefined): Address | undefined {
  if (!raw) return undefined;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(raw);
  const text = withPort ? withPort[1]! : raw;
  // ipaddr.js also reads '10' or '0x0a.1' as IPv4 (inet_aton's forms): only the four-part dotted one is an address here.
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (!ipaddr.IPv6.isValid(text)) return undefined;
  const v6 = ipaddr.IPv6.parse(text);
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
}
