import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "./limit";

describe("concurrencyLimit", () => {
  it("runs two at a time, in order, and each answer reaches its caller", async () => {
    const run = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const task = (index: number) => () =>
      new Promise<number>((resolve) => {
        started.push(index);
        running++;
        most = Math.max(most, running);
        finish[index] = () => {
          running--;
          resolve(index * 10);
        };
      });
    const answers = [0, 1, 2, 3].map((index) => run(task(index)));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    finish[1]!();
    await answers[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    finish[0]!();
    finish[2]!();
    await Promise.all([answers[0], answers[2]]);
    await Promise.resolve();
    finish[3]!();
    expect(await Promise.all(answers)).toEqual([0, 10, 20, 30]);
    expect(most).toBe(2);
  });

  it("a failed task frees its place and rejects only its own caller", async () => {
    const run = concurrencyLimit(1);
    const failed = run(() => Promise.reject(new Error("network")));
    const after = run(() => Promise.resolve("sent"));
    await expect(failed).rejects.toThrow("network");
    await expect(after).resolves.toBe("sent");
  });
});
