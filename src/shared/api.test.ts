import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, getQuery, isUnauthorizedError } from "./api";

function answer(status: number, body: string, statusText = "") {
  return vi.fn(async () => new Response(body || null, { status, statusText }));
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("raises 'STATUS: body' for a non-OK answer", async () => {
    vi.stubGlobal("fetch", answer(401, '{"error":"Unauthorized"}'));
    const error = await apiRequest("GET", "/api/auth/user").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('401: {"error":"Unauthorized"}');
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it("falls back to the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", answer(502, "", "Bad Gateway"));
    await expect(apiRequest("GET", "/x")).rejects.toThrow("502: Bad Gateway");
  });

  it("sends JSON with credentials and reads field errors", async () => {
    const fetchMock = answer(400, '{"error":"Invalid","fields":{"email":"Please enter a valid email address"}}');
    vi.stubGlobal("fetch", fetchMock);
    const error = (await apiRequest("POST", "/api/contact", { email: "x" }).catch((e: unknown) => e)) as ApiError;
    expect(error.fields).toEqual({ email: "Please enter a valid email address" });
    expect(fetchMock).toHaveBeenCalledWith("/api/contact", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"email":"x"}',
    });
    expect(isUnauthorizedError(error)).toBe(false);
  });

  it("getQuery joins key parts and can turn a 401 into null", async () => {
    const fetchMock = answer(401, "Unauthorized");
    vi.stubGlobal("fetch", fetchMock);
    expect(await getQuery(["/api/auth/user"], "returnNull")).toBeNull();
    await expect(getQuery(["/api/admin/blog/posts", 7])).rejects.toThrow("401: Unauthorized");
    expect(fetchMock).toHaveBeenLastCalledWith("/api/admin/blog/posts/7", expect.objectContaining({ method: "GET" }));
  });
});
