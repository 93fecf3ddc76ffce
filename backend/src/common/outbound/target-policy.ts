import ipaddr from 'ipaddr.js';

/**
 * Which addresses, URLs and ports the worker may reach, for the review scraper and the exchange
 * rates fetch alike. Pure functions: the API checks a URL with them before saving it, and the
 * target guard (target-guard.ts) checks every connection with them after resolving the name once.
 */

/** The only ports a site reached from the worker may use. */
export const ALLOWED_PORTS: readonly number[] = [80, 443];

/** Test only: ports of 127.0.0.1 (local fixture servers) the worker may reach. Empty in production. */
export interface TargetAllowance {
  loopbackPorts: readonly number[];
}
export const NO_ALLOWANCE: TargetAllowance = { loopbackPorts: [] };

/** Who reaches out, as the reasons staff read name it. */
export interface OutboundCaller {
  /** "the scraper" */
  name: string;
  /** What its URLs are for: "only http and https URLs can be scraped". */
  verb: string;
  /** Its URL's name in a sentence: "Source URL must be a URL". */
  url: string;
}
export const SCRAPER_CALLER: OutboundCaller = { name: 'the scraper', verb: 'scraped', url: 'Source URL' };

/**
 * Ranges ipaddr.js calls unicast that are not public either. `::/96` holds the deprecated
 * IPv4-compatible addresses (RFC 4291 §2.5.5.1): `[::169.254.169.254]`, which the URL parser writes
 * `[::a9fe:a9fe]`, is the metadata service to a host that routes them; none is a public IPv6 host.
 * The other IPv6 ranges that carry an IPv4 address (IPv4-mapped `::ffff:0:0/96`, read as the IPv4
 * address it maps; IPv4-translated `::ffff:0:0:0/96`, NAT64 `64:ff9b::/96` and `64:ff9b:1::/48`, 6to4
 * `2002::/16`, Teredo `2001::/32`) are ranges of their own to ipaddr.js, so refused whatever they carry:
 * a public site is reached at its own address, never through a translator that could reach ours.
 */
const EXTRA_REFUSED: [ipaddr.IPv4 | ipaddr.IPv6, number, string][] = [
  [ipaddr.parse('198.18.0.0'), 15, 'benchmarking'],
  [ipaddr.parse('100::'), 64, 'discard'],
  [ipaddr.parse('::'), 96, 'ipv4Compatible'],
];

const RANGE_WORDS: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  linkLocal: 'a link-local address (where cloud metadata services live)',
  carrierGradeNat: 'a carrier-grade NAT address',
  uniqueLocal: 'a private (unique-local) IPv6 address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  unspecified: 'the unspecified address',
  reserved: 'a reserved address',
  ipv4Compatible: 'an IPv4-compatible IPv6 address (an IPv4 address in IPv6 form)',
  rfc6145: 'an IPv4-translated IPv6 address (an IPv4 address in IPv6 form)',
  rfc6052: 'a NAT64 address (an IPv4 address in IPv6 form)',
  '6to4': 'a 6to4 address (an IPv4 address in IPv6 form)',
  teredo: 'a Teredo tunnel address (an IPv4 address in IPv6 form)',
};

/** The range of a non-public address ("loopback", "private", …), or null when it is public unicast. */
export function refusedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'invalid';
  let ip = ipaddr.parse(address);
  // ::ffff:127.0.0.1 is 127.0.0.1.
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  if (range !== 'unicast') return range;
  for (const [net, bits, name] of EXTRA_REFUSED) if (ip.kind() === net.kind() && ip.match(net, bits)) return name;
  return null;
}

/** "a loopback address", for the messages staff read. */
export function describeRange(range: string): string {
  return RANGE_WORDS[range] ?? `an address of the ${range} range`;
}

/** 127.0.0.1 itself (also as ::ffff:127.0.0.1): the only address a test's allowance opens. */
function isTestLoopback(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  return ip.kind() === 'ipv4' && ip.toString() === '127.0.0.1';
}

/** Why the caller may not connect to this address and port, or null when it may. */
export function addressRefusal(
  address: string,
  port: number,
  allowance: TargetAllowance = NO_ALLOWANCE,
  caller: OutboundCaller = SCRAPER_CALLER,
): string | null {
  if (isTestLoopback(address) && allowance.loopbackPorts.includes(port)) return null; // a test's fixture server
  if (!ALLOWED_PORTS.includes(port)) return `Port ${port} is not allowed: only ports 80 and 443`;
  const range = refusedRange(address);
  return range === null ? null : `${address} is ${describeRange(range)}, which ${caller.name} never connects to`;
}

/** A host as the WHATWG URL parser leaves it: an IP literal (any spelling normalised) or a name. */
export interface ParsedHost {
  host: string;
  /** Set when the host is an IP address (2130706433, 0x7f.1 and [::ffff:7f00:1] all end up here). */
  address: string | null;
}

/** `hostname` of a parsed URL, brackets of IPv6 literals removed, numeric IPv4 spellings normalised. */
export function parseHost(hostname: string): ParsedHost {
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname.toLowerCase();
  if (ipaddr.IPv6.isValid(host) && host.includes(':')) return { host, address: ipaddr.parse(host).toString() };
  // The URL parser has already turned 2130706433, 0x7f.1 and 017700000001 into 127.0.0.1.
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) return { host, address: host };
  return { host, address: null };
}

export type UrlCheck = { ok: true; url: URL; host: ParsedHost; port: number } | { ok: false; reason: string };

const NAMES_OF_THIS_MACHINE = /(^|\.)localhost\.?$/;

/**
 * The checks of a URL that need no configuration (a DTO can make them): an absolute http(s) URL
 * without credentials. `checkSourceUrl` makes them first.
 */
export function checkUrlShape(
  raw: string,
  caller: OutboundCaller = SCRAPER_CALLER,
): { ok: true; url: URL } | { ok: false; reason: string } {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, reason: `${caller.url} must be a URL` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {
      ok: false,
      reason: `The "${url.protocol.replace(/:$/, '')}" scheme is not allowed: only http and https URLs can be ${caller.verb}`,
    };
  }
  if (url.username || url.password) return { ok: false, reason: 'A URL with a user name or password is not allowed' };
  return { ok: true, url };
}

/**
 * Checks a URL before anything is queued: an absolute http(s) URL without credentials, on port 80
 * or 443, whose host is not a refused address in any spelling. Names are resolved later, where the
 * connection is made (the target guard), and checked again there.
 */
export function checkSourceUrl(raw: string, allowance: TargetAllowance = NO_ALLOWANCE, caller: OutboundCaller = SCRAPER_CALLER): UrlCheck {
  const shape = checkUrlShape(raw, caller);
  if (!shape.ok) return shape;
  const { url } = shape;
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const host = parseHost(url.hostname);
  if (host.address) {
    const refusal = addressRefusal(host.address, port, allowance, caller);
    if (refusal) return { ok: false, reason: refusal };
  } else {
    if (!ALLOWED_PORTS.includes(port) && !allowance.loopbackPorts.includes(port)) {
      return { ok: false, reason: `Port ${port} is not allowed: only ports 80 and 443` };
    }
    if (NAMES_OF_THIS_MACHINE.test(host.host))
      return { ok: false, reason: `${host.host} is this machine (a loopback address), which ${caller.name} never connects to` };
    if (!host.host.includes('.')) return { ok: false, reason: `${host.host} is not a public host name` };
  }
  url.hash = '';
  return { ok: true, url, host, port };
}
