import ipaddr from 'ipaddr.js';

/**
 * An Open API key's IP whitelist (issue 23): IPv4 / IPv6 addresses or CIDRs; empty = any. Entries are
 * normalised when saved (`010.0.0.1` is refused, `2001:DB8:0:0::1` → `2001:db8::1`, `10.1.2.3/8` →
 * `10.0.0.0/8`); a caller's address matches by family, an IPv4-mapped IPv6 address as its IPv4 address.
 */

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Strict parsing: IPv4 only as four decimal parts, IPv6 without a zone. */
function parseAddress(text: string): Address | null {
  if (text.includes('%')) return null;
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (ipaddr.IPv6.isValid(text)) return ipaddr.IPv6.parse(text);
  return null;
}

const text = (address: Address) => (address.kind() === 'ipv6' ? (address as ipaddr.IPv6).toRFC5952String() : address.toString());

/** One entry in its normal form, or null when it is neither an address nor a CIDR. */
export function normaliseEntry(entry: string): string | null {
  const trimmed = entry.trim();
  const [base, prefix, ...rest] = trimmed.split('/');
  if (rest.length) return null;
  const address = parseAddress(base);
  if (!address) return null;
  if (prefix === undefined) return text(address);
  const max = address.kind() === 'ipv4' ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max) return null;
  const network = address.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(`${text(address)}/${prefix}`) : ipaddr.IPv6.networkAddressFromCIDR(`${text(address)}/${prefix}`);
  return `${text(network)}/${Number(prefix)}`;
}

/** Whether `ip` (a request's address) is allowed by the (normalised) whitelist. */
export function ipAllowed(ip: string, whitelist: readonly string[]): boolean {
  if (whitelist.length === 0) return true;
  if (!ipaddr.isValid(ip)) return false;
  const caller = ipaddr.process(ip);
  return whitelist.some((entry) => {
    const [base, prefix] = entry.split('/');
    const allowed = parseAddress(base);
    if (!allowed || allowed.kind() !== caller.kind()) return false;
    if (prefix === undefined) return text(allowed) === text(caller);
    return caller.match(allowed, Number(prefix));
  });
}
