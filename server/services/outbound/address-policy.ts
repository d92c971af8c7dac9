// Which IP addresses an outbound call (URL import, webhook, …) may connect to: public unicast
// addresses only, unless private ones are allowed. Decided with ipaddr.js so every notation
// (IPv4-mapped IPv6, compressed IPv6, …) is classified the same way.
//
// Refused: loopback (127/8, ::1), private (10/8, 172.16/12, 192.168/16), unique-local (fc00::/7),
// link-local (169.254/16 with the cloud metadata address, fe80::/10), carrier-grade NAT
// (100.64/10), unspecified (0.0.0.0/8, ::), multicast, broadcast, reserved and documentation
// ranges, and the IPv6 ranges that embed an IPv4 address (IPv4-mapped ::ffff:0:0/96 is judged by
// the embedded address; NAT64 64:ff9b::/96, 6to4 2002::/16 and Teredo 2001::/32 are refused
// because they can lead to any IPv4 host).
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** The ipaddr.js range name of an address ('unicast' for a public one), or 'invalid'. */
export function addressRange(address: string): string {
  if (!ipaddr.isValid(address)) return 'invalid';
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) ip = v6.toIPv4Address();
  }
  return ip.range();
}

/** Whether an outbound call may connect to `address` when private addresses are not allowed. */
export function isPublicAddress(address: string): boolean {
  return addressRange(address) === 'unicast';
}

/** Whether `host` (a URL's hostname) is an IP literal, brackets of IPv6 literals removed. */
export function ipLiteral(host: string): string | undefined {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return isIP(bare) ? bare : undefined;
}
