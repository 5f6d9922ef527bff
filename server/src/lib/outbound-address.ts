import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { OpenApiMessages } from 'shared-contracts';

/**
 * Where the server may send a merchant's callbacks (issue 23), checked when the URL is saved and again
 * before every send, after DNS resolution (a name that later resolves to an inside address — DNS
 * rebinding — is refused then). Only http(s); in production only public unicast addresses: private,
 * loopback, link-local, unique-local, carrier-grade NAT, reserved, unspecified, multicast … are refused,
 * and an IPv4-mapped IPv6 address counts as the IPv4 address it carries. The demo mode allows inside
 * addresses (`allowPrivate`), so the sandbox's local receiver works.
 *
 * A sender connects to one of the returned addresses (`pinnedLookup`), never resolving the name again.
 */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type CallbackUrlCheck = { ok: true; url: URL; addresses: ResolvedAddress[] } | { ok: false; message: string };

export interface CheckOptions {
  /** Inside addresses allowed (the demo mode). */
  allowPrivate: boolean;
  /** Name resolution (tests give a fake): every address of the host. */
  lookup?: (hostname: string) => Promise<ResolvedAddress[]>;
}

const systemLookup = async (hostname: string): Promise<ResolvedAddress[]> =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/** The address as it is routed: an IPv4-mapped IPv6 address is its IPv4 address. */
const routed = (address: string) => ipaddr.process(address);

/** A public unicast address (never an inside, special or reserved one). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return routed(address).range() === 'unicast';
}

/** The URL's host as an IP literal (brackets of an IPv6 host removed), or null for a name. */
function literalOf(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

const refuse = (message: string): CallbackUrlCheck => ({ ok: false, message });

/** Checks a callback URL and resolves its host: the addresses to connect to, or why it may not be used. */
export async function checkCallbackUrl(raw: string, options: CheckOptions): Promise<CallbackUrlCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse(OpenApiMessages.callbackUrlInvalid);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return refuse(OpenApiMessages.callbackUrlInvalid);

  const literal = literalOf(url.hostname);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: literal, family: routed(literal).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.lookup ?? systemLookup)(url.hostname);
    } catch {
      return refuse(OpenApiMessages.callbackUrlUnresolved);
    }
    if (!addresses.length) return refuse(OpenApiMessages.callbackUrlUnresolved);
  }
  // every address the name has: a sender might be given any of them
  if (!options.allowPrivate && !addresses.every((entry) => isPublicAddress(entry.address))) return refuse(OpenApiMessages.callbackUrlPrivate);
  return { ok: true, url, addresses };
}

/**
 * A `lookup` for http(s).request that answers only the checked addresses, so the connection goes where
 * the check said (no second resolution between check and connect).
 */
export function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = typeof options === 'object' && options.family ? Number(options.family) : 0;
    const usable = addresses.filter((entry) => !wanted || entry.family === wanted);
    const chosen = usable.length ? usable : addresses;
    if (typeof options === 'object' && options.all) {
      (callback as unknown as (error: null, all: ResolvedAddress[]) => void)(null, chosen);
      return;
    }
    callback(null, chosen[0].address, chosen[0].family);
  };
}
