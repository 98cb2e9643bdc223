/**
 * The server parses the environment once per process (src/server/env.ts). Tests change variables
 * mid-file, so every write to process.env here makes the next read parse it again.
 */
import { resetEnvForTests } from "../../src/server/env";

process.env = new Proxy(process.env, {
  set(target, name, value) {
    resetEnvForTests();
    return Reflect.set(target, name, value);
  },
  deleteProperty(target, name) {
    resetEnvForTests();
    return Reflect.deleteProperty(target, name);
  },
});
