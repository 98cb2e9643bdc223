import { describe, expect, it } from "vitest";
import { ipBucket } from "../http/client-ip";
import { deviceSummary, networkSummary } from "./device-summary";

describe("deviceSummary", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Windows"],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
      "Safari on macOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
      "Chrome on iOS",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    ["curl/8.5.0", undefined],
    [null, undefined],
  ])("%s", (userAgent, summary) => {
    expect(deviceSummary(userAgent)).toBe(summary);
  });
});

describe("networkSummary", () => {
  const names = { thisComputer: "This computer", localNetwork: "Local network" };
  it.each([
    ["::1", "This computer"],
    ["127.0.0.1", "This computer"],
    ["::ffff:127.0.0.1", "This computer"],
    ["192.168.1.20", "Local network (192.168.1.20)"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["203.0.113.9", "203.0.113.9"],
    ["unknown", undefined],
  ])("%s → %s", (ip, summary) => {
    expect(networkSummary(ip, ipBucket, names)).toBe(summary);
  });
});
