import { describe, expect, it } from "vitest";
import { clientIp, ipBucket } from "./client-ip";

const request = (headers: Record<string, string>) => new Request("http://localhost/api/login", { headers });

describe("clientIp", () => {
  it("prefers the platform's address over any header", () => {
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6" }), { ip: "203.0.113.9" })).toBe("203.0.113.9");
  });

  it("in production never believes X-Forwarded-For", () => {
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6" }), {}, false)).toBe("unknown");
    expect(clientIp(request({ "x-nf-client-connection-ip": "6.6.6.6" }), null, false)).toBe("unknown");
  });

  it("locally falls back to the proxy headers", () => {
    expect(clientIp(request({ "x-forwarded-for": "198.51.100.4, 10.0.0.1" }), {}, true)).toBe("198.51.100.4");
  });
});

describe("ipBucket", () => {
  it("keys IPv4 on the whole address (/32)", () => {
    expect(ipBucket("203.0.113.9")).toBe("203.0.113.9");
    expect(ipBucket("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("keys IPv6 on the /64, however the address is written", () => {
    const bucket = ipBucket("2001:db8:1:2::1");
    expect(bucket).toBe("2001:db8:1:2::/64");
    expect(ipBucket("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe(bucket);
    expect(ipBucket("2001:DB8:1:2:aaaa::5%eth0")).toBe(bucket);
    expect(ipBucket("2001:db8:1:3::1")).not.toBe(bucket);
    expect(ipBucket("::1")).toBe("0:0:0:0::/64");
    expect(ipBucket("2001:db8::1.2.3.4")).toBe("2001:db8:0:0::/64");
  });

  it("keys IPv6 on the /48 when asked for the wider prefix; IPv4 stays the address", () => {
    expect(ipBucket("2001:db8:1:2::1", 48)).toBe("2001:db8:1::/48");
    expect(ipBucket("2001:db8:1:ffff::9", 48)).toBe("2001:db8:1::/48");
    expect(ipBucket("2001:db8:2::1", 48)).not.toBe("2001:db8:1::/48");
    expect(ipBucket("203.0.113.9", 48)).toBe("203.0.113.9");
  });
});
