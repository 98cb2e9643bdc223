/**
 * A script's command run in-process (scripts/lib/script-database.ts's ScriptIo): given arguments,
 * standard input and environment, it answers the exit code and what was written to standard output
 * and error, console lines included (the local-database helpers print with console.log), as a start
 * of the script would, without the 2-4 s of starting `tsx`.
 */
import { Readable, Writable } from "node:stream";
import { vi } from "vitest";
import { runCommand, type ScriptCommand } from "../../scripts/lib/script-database";

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

const into = (write: (text: string) => void) =>
  new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      write(chunk.toString());
      done();
    },
  });

export async function runInProcess(
  command: ScriptCommand,
  argv: string[],
  options: { stdin?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<CommandResult> {
  let stdout = "";
  let stderr = "";
  const line = (...parts: unknown[]) => `${parts.map(String).join(" ")}\n`;
  const spies = [
    vi.spyOn(console, "log").mockImplementation((...parts) => void (stdout += line(...parts))),
    vi.spyOn(console, "warn").mockImplementation((...parts) => void (stderr += line(...parts))),
    vi.spyOn(console, "error").mockImplementation((...parts) => void (stderr += line(...parts))),
  ];
  try {
    const code = await runCommand(command, {
      argv,
      env: options.env ?? { ...process.env },
      // A pipe, as the tests' child processes had: no terminal.
      stdin: Readable.from(options.stdin ? [Buffer.from(options.stdin)] : []),
      stdout: into((text) => (stdout += text)),
      stderr: into((text) => (stderr += text)),
    });
    return { code, stdout, stderr };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
