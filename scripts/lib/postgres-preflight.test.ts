import { describe, expect, it } from "vitest";
import {
  blockedDirectoryMessage,
  firstBlockedDirectory,
  listeningInodes,
  portTakenMessage,
} from "./postgres-preflight";

const dir = (path: string, mode: number, uid = 0, gid = 0) => ({ path, mode: 0o040000 | mode, uid, gid });
const postgres = { uid: 101, gid: 104 };

describe("firstBlockedDirectory", () => {
  it("finds a 0700 folder owned by root on the way to the data", () => {
    const path = [dir("/", 0o755), dir("/root", 0o700), dir("/root/site", 0o755)];
    expect(firstBlockedDirectory(path, postgres)?.path).toBe("/root");
  });

  it("lets the owner, the group and everyone through by their own bits", () => {
    expect(firstBlockedDirectory([dir("/data", 0o700, 101, 104)], postgres)).toBeUndefined();
    expect(firstBlockedDirectory([dir("/data", 0o710, 0, 104)], postgres)).toBeUndefined();
    expect(firstBlockedDirectory([dir("/data", 0o751)], postgres)).toBeUndefined();
    expect(firstBlockedDirectory([dir("/data", 0o754)], postgres)?.path).toBe("/data");
  });

  it("treats a user that does not exist yet as everyone else", () => {
    expect(firstBlockedDirectory([dir("/home/me", 0o750)], undefined)?.path).toBe("/home/me");
  });

  it("says what is wrong and how to fix it in one line", () => {
    const message = blockedDirectoryMessage(dir("/root/work", 0o700));
    expect(message).toMatch(
      /"postgres" system user .*cannot enter \/root\/work \(mode 0700\): run `chmod o\+x \/root\/work`/,
    );
    expect(message).not.toMatch(/\n/);
  });
});

describe("listeningInodes", () => {
  const table = [
    "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode",
    "   0: 0100007F:D539 00000000:0000 0A 00000000:00000000 00:00000000 00000000   101        0 4242 1 0",
    "   1: 0100007F:D539 0100007F:9C40 01 00000000:00000000 00:00000000 00000000   101        0 4343 1 0",
    "   2: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 5151 1 0",
  ].join("\n");

  it("returns the listening socket on the port (0xD539 = 54585), not its connections", () => {
    expect(listeningInodes(table, 0xd539)).toEqual(["4242"]);
    expect(listeningInodes(table, 8080)).toEqual(["5151"]);
    expect(listeningInodes(table, 1)).toEqual([]);
  });
});

describe("portTakenMessage", () => {
  it("names the port, its holder and the variable that picks another", () => {
    const message = portTakenMessage(54329, "pid 77 (postgres -D /other/.data/postgres -p 54329)");
    expect(message).toMatch(/port 54329 is already taken by pid 77 \(postgres -D \/other\/\.data\/postgres/);
    expect(message).toMatch(/EMBEDDED_PG_PORT=54330 npm run dev/);
    expect(portTakenMessage(5432, undefined)).toMatch(/taken by another process/);
  });
});
