import { describe, expect, it } from "vitest";
import { parsePostmasterPid } from "./embedded-postgres";
import { planLocalServer, startTimeFromStat } from "./local-database";

describe("planLocalServer", () => {
  it("starts a server when none runs on the folder", () => {
    expect(planLocalServer({ postmasterAlive: false, launcherAlive: false })).toBe("start");
    expect(planLocalServer({ postmasterAlive: false, launcherAlive: true })).toBe("start");
  });

  it("uses the running server while its launcher lives (a script during npm run dev)", () => {
    expect(planLocalServer({ postmasterAlive: true, launcherAlive: true })).toBe("use-running");
  });

  it("replaces a server whose launcher is gone", () => {
    expect(planLocalServer({ postmasterAlive: true, launcherAlive: false })).toBe("replace-orphan");
  });
});

describe("parsePostmasterPid", () => {
  it("reads the pid and the port", () => {
    const text = "4711\n/work/site/.data/postgres\n1763900000\n54329\n/tmp\nlocalhost\n  1234567     98304\nready   \n";
    expect(parsePostmasterPid(text)).toEqual({ pid: 4711, port: 54329 });
  });

  it("refuses an empty or partial file", () => {
    expect(parsePostmasterPid("")).toBeUndefined();
    expect(parsePostmasterPid("4711\n/work/site/.data/postgres\n")).toBeUndefined();
  });
});

describe("startTimeFromStat", () => {
  it("reads field 22 even when the command name holds spaces and parentheses", () => {
    const fields = Array.from({ length: 50 }, (_, index) => String(index + 3));
    expect(startTimeFromStat(`123 (tsx (watch) x) ${fields.join(" ")}`)).toBe("22");
  });
});
