import { isIP } from "node:net";

/**
 * The key the rate limits count a client under, from its address. An IPv6 client counts
 * by its /64 (`2001:db8:1:2::/64`): a home or a server is usually given a whole /64 and
 * may use any address in it, so keying whole addresses would give it millions of
 * allowances. An IPv4-mapped IPv6 address (`::ffff:198.51.100.7`, how a dual-stack socket
 * shows an IPv4 peer) counts as its IPv4 address, the same client either way. Anything
 * else (an IPv4 address) is its own key.
 */
export function rateLimitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` and a dotted IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  let text = address.split("%")[0] ?? "";
  // A dotted IPv4 tail (`::ffff:198.51.100.7`) is the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) =>
    part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16));
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}
