/**
 * Every page of the production build (dist/, written by the suite's `netlify serve` build) passes
 * the W3C Nu HTML Checker: one java run over all the files, any error fails with its page, line
 * and message.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtPages } from "../../scripts/lib/built-pages";

const DIST = path.resolve("dist");
const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/**
 * Astro inserts `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>` right
 * before a page's first island, inside <body>; the checker wants a <style> in <body> to be its
 * parent's first child. We cannot move Astro's own element, and it is harmless where it stands.
 */
// The checker's CSS validator predates Tailwind 4's `@property` and `margin-trim`; since each page
// inlines its critical CSS (decision 036d) it reads that CSS too. HTML errors still count.
const IGNORED_MESSAGES = [/^A “style” element in “body” must be the first child of its parent\.$/, /^CSS: /];

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function runVnu(files: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let output = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.on("error", (error) =>
      reject(new Error(`could not run java (install Debian's default-jre-headless): ${error.message}`)),
    );
    child.on("close", (code) => resolve({ code, output }));
  });
}

describe("valid HTML", () => {
  it("reports no Nu HTML Checker error on any page of the build", { timeout: 180_000 }, async () => {
    const files = (await builtPages(DIST)).map((page) => page.file);
    // The marketing pages, blog and portfolio of the seeded database, sign-in, console shell.
    expect(files.length).toBeGreaterThan(30);

    const { output } = await runVnu(files);
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => !IGNORED_MESSAGES.some((ignored) => ignored.test(message.message)))
      .map(
        (message) =>
          `${path.relative(DIST, new URL(message.url).pathname)}:${message.lastLine ?? "?"} ${message.type}: ${message.message}`,
      );
    expect(errors).toEqual([]);
  });
});
