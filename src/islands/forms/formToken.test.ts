/**
 * The browser's form-token source against a stand-in for GET /api/form-token (the browser's
 * fetch is the boundary; the server side is tested in tests/integration/security-form-token.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFormTokenSource } from "./formToken";

let issued = 0;
let answer: () => Response;
const fetchToken = vi.fn(async () => answer());
const tokenResponse = (expiresInSeconds = 3600) =>
  new Response(JSON.stringify({ token: `token-${++issued}`, expiresInSeconds }), { status: 200 });

beforeEach(() => {
  issued = 0;
  answer = () => tokenResponse();
  fetchToken.mockClear();
  vi.stubGlobal("fetch", fetchToken);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("createFormTokenSource", () => {
  it("fetches once on hydration and hands the same token out while it is young", async () => {
    const source = createFormTokenSource();
    await Promise.all([source.refresh(), source.refresh()]);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(await source.current()).toBe("token-1");
    expect(await source.current()).toBe("token-1");
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it("fetches the next token once one is spent, and before sending with an aged one", async () => {
    const source = createFormTokenSource();
    await source.refresh();
    source.spent();
    expect(await source.current()).toBe("token-2");

    answer = () => tokenResponse(60); // expires within the refetch margin: aged as soon as it arrives
    source.spent();
    expect(await source.current()).toBe("token-3");
    expect(await source.current()).toBe("token-4");
    expect(fetchToken).toHaveBeenCalledTimes(4);
  });

  it("a failed fetch blocks nothing: no token, and the next send tries again", async () => {
    answer = () => new Response("", { status: 503 });
    const source = createFormTokenSource();
    await source.refresh();
    expect(await source.current()).toBeUndefined();
    answer = () => tokenResponse();
    expect(await source.current()).toBe("token-1");
  });
});
