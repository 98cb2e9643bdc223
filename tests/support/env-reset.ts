/**
 * The server parses the environment once per process (src/server/env.ts). Tests change variables
 * mid-file, so every write to process.env here makes the next read parse it again.
 *
 * A worker runs several files one after another (vitest's `isolate: false`), and this runs before
 * each: every file starts from the environment the worker started with, whatever the file before
 * it set or removed.
 */
import { resetEnvForTests } from "../../src/server/env";

const worker = globalThis as typeof globalThis & {
  slateStartEnv?: Record<string, string | undefined>;
  /** The running file's env.ts reset: a worker may hold one module graph per vitest project. */
  slateResetEnv?: () => void;
};

if (!worker.slateStartEnv) {
  worker.slateStartEnv = { ...process.env };
  process.env = new Proxy(process.env, {
    set(target, name, value) {
      worker.slateResetEnv?.();
      return Reflect.set(target, name, value);
    },
    deleteProperty(target, name) {
      worker.slateResetEnv?.();
      return Reflect.deleteProperty(target, name);
    },
  });
}

/** Puts back the environment the worker started with (a setup file that imports this module calls it). */
export function startFromWorkerEnv(): void {
  worker.slateResetEnv = resetEnvForTests;
  const startEnv = worker.slateStartEnv ?? {};
  for (const name of Object.keys(process.env)) if (!(name in startEnv)) delete process.env[name];
  Object.assign(process.env, startEnv);
  resetEnvForTests();
}

startFromWorkerEnv();
