// A role's IP whitelist (contract §9.1): each entry is one address (IPv4 or IPv6) or a CIDR range
// (`10.0.0.0/8`, `2001:db8::/32`). Pure and free of node code: the admin's role form checks entries
// with the same rule the server stores them by (src/permissions/ip-whitelist.ts re-exports it).
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** IPv4-mapped IPv6 addresses (`::ffff:10.0.0.1`, how Node reports v4 clients) become IPv4. */
function plain(address: Address): Address {
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (address as ipaddr.IPv6).toIPv4Address();
  }
  return address;
}

/** The entry as an address and prefix length (a single address: the full length), or null. */
export function parseIpWhitelistEntry(entry: string): [Address, number] | null {
  const text = entry.trim();
  if (text === '') return null;
  try {
    if (text.includes('/')) {
      const [address, bits] = ipaddr.parseCIDR(text);
      return [address, bits];
    }
    if (!ipaddr.isValid(text)) return null;
    const address = plain(ipaddr.parse(text));
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return null;
  }
}

/** Whether the entry is one address or a CIDR range. */
export function isIpWhitelistEntry(entry: string): boolean {
  return parseIpWhitelistEntry(entry) !== null;
}

/** Whether `ip` (as the socket reports it) falls within one of the entries; bad entries match nothing. */
export function ipWhitelistAllows(entries: readonly string[], ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const client = plain(ipaddr.parse(ip));
  return entries.some((entry) => {
    const parsed = parseIpWhitelistEntry(entry);
    if (!parsed) return false;
    const [range, bits] = parsed;
    const base = plain(range);
    if (base.kind() !== client.kind()) return false;
    const prefix = range.kind() === base.kind() ? bits : Math.max(0, bits - 96);
    return client.match(base as never, prefix);
  });
}
