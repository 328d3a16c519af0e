/**
 * Keeping webhook deliveries off the server's own network. A studio chooses the URL, so without this
 * guard an endpoint could point at the database, a cloud metadata service (169.254.169.254) or an
 * admin page on localhost and read its answer back from the delivery log. The name is resolved here,
 * every address it resolves to is checked, and the caller then connects to the checked address itself
 * (webhook-sender.ts), so a second, different DNS answer (rebinding) cannot swap it afterwards.
 */
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

export class RefusedDestination extends Error {}

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad becomes the last two). */
function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail, ...rest] = text.split("::");
  if (rest.length) return null;
  const part = (side: string) => (side ? side.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const fill = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...new Array(Math.max(fill, 0)).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

/** The IPv4 address an IPv6 one carries (IPv4-mapped ::ffff:a.b.c.d, or NAT64 64:ff9b::a.b.c.d). */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  if (!groups) return null;
  const prefix = groups.slice(0, 6).join(":");
  if (prefix !== "0:0:0:0:0:65535" && prefix !== "100:65435:0:0:0:0") return null;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/** True for an address a webhook must never reach (loopback, private, link-local, multicast…). */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, "ipv4");
  if (family !== 6) return true;
  const inner = embeddedIpv4(bare);
  if (inner) return blocked.check(inner, "ipv4");
  return blocked.check(bare, "ipv6");
}

const LOOPBACK_NAMES = /^(localhost|localhost\.localdomain)\.?$|\.localhost\.?$/i;

/**
 * A quick check when an endpoint is saved (no DNS): an address typed into the URL, or a name that
 * means this machine. Names are checked again, resolved, at every delivery.
 */
export function refusedHostReason(hostname: string): string | null {
  const host = hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && isForbiddenAddress(host)) return "must not point at a private or local address";
  if (LOOPBACK_NAMES.test(host)) return "must not point at this server";
  return null;
}

export interface VettedAddress {
  address: string;
  family: 4 | 6;
}

const DNS_TIMEOUT_MS = 5000;

/** Resolves `hostname` and answers the address to connect to, or throws RefusedDestination. */
export async function vetHost(hostname: string, allowPrivate: boolean): Promise<VettedAddress> {
  const host = hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(host);
  let addresses: { address: string; family: number }[];
  if (literal) addresses = [{ address: host, family: literal }];
  else {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`DNS lookup of ${host} timed out`)), DNS_TIMEOUT_MS);
    });
    try {
      addresses = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
  if (!allowPrivate) {
    // Every answer is checked, not just the first: a name with one public and one private address
    // would otherwise reach the private one whenever the resolver's order changes.
    const refused = addresses.find((entry) => isForbiddenAddress(entry.address));
    if (refused) {
      throw new RefusedDestination(
        `Refused: ${host} resolves to ${refused.address}, a private or local address`,
      );
    }
  }
  const first = addresses[0];
  if (!first) throw new Error(`DNS lookup of ${host} found no address`);
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
