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

/**
 * An address in its usual spelling only: four decimal parts for IPv4 (no `10.1`, octal or hex
 * shorthands ipaddr.js would also take), IPv6 without a zone (`%eth0`).
 */
function parseAddress(text: string): Address | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (text.includes(':') && !text.includes('%') && ipaddr.IPv6.isValid(text)) {
    return ipaddr.IPv6.parse(text);
  }
  return null;
}

/** The entry as an address and prefix length (a single address: the full length), or null. */
export function parseIpWhitelistEntry(entry: string): [Address, number] | null {
  const text = entry.trim();
  const slash = text.indexOf('/');
  const address = parseAddress(slash === -1 ? text : text.slice(0, slash));
  if (!address) return null;
  if (slash === -1) {
    const single = plain(address);
    return [single, single.kind() === 'ipv4' ? 32 : 128];
  }
  const bits = text.slice(slash + 1);
  const max = address.kind() === 'ipv4' ? 32 : 128;
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return null;
  return [address, Number(bits)];
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
