import { describe, expect, it } from "vitest";
import { rateLimitKey } from "./client-key.js";

describe("rateLimitKey", () => {
  it("keys an IPv4 address as it is", () => {
    expect(rateLimitKey("198.51.100.7")).toBe("198.51.100.7");
  });

  it.each([
    ["2001:db8:1:2::5", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff::1", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::198.51.100.7", "64:ff9b:0:0::/64"],
  ])("keys the IPv6 address %s by its /64, %s", (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });

  it("keys another /64 apart", () => {
    expect(rateLimitKey("2001:db8:1:3::5")).not.toBe(rateLimitKey("2001:db8:1:2::5"));
  });

  it.each(["::ffff:198.51.100.7", "::FFFF:c633:6407", "0:0:0:0:0:ffff:198.51.100.7"])(
    "keys the IPv4-mapped address %s as its IPv4 address",
    (address) => {
      expect(rateLimitKey(address)).toBe("198.51.100.7");
    },
  );
});
