/**
 * The console's service worker (issue 22, decision 039), scoped to /admin. It keeps the console's
 * shell (the one page every /admin path serves, and its scripts, styles and fonts) so the console
 * opens at once, also offline, where it then says "offline" itself. It never stores an API answer:
 * /api/* and anything not a GET go to the network untouched, so no customer data lands in a cache.
 * It shows the owner's alerts (push) and opens the alert's page when one is tapped.
 */
const SHELL_CACHE = "console-shell-v1";
const SHELL_URL = "/admin/";
const ASSET_PATH = /^\/_astro\//;
const MAX_PRECACHED = 200;
const OFFLINE_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline | Admin Console</title><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2933;background:#faf8f5"><h1>Offline</h1><p>You are offline, and this page of the console is not saved on this device. It will open once the connection is back.</p></body></html>`;

/** The shell and every script, style and font it loads, found by reading them (a bounded crawl). */
async function precacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  const shell = await fetch(SHELL_URL, { cache: "no-cache", credentials: "same-origin" });
  if (!shell.ok) return;
  await cache.put(SHELL_URL, shell.clone());
  const seen = new Set();
  const queue = assetsIn(await shell.text(), SHELL_URL);
  while (queue.length > 0 && seen.size < MAX_PRECACHED) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const response = await fetch(url).catch(() => undefined);
    if (!response?.ok) continue;
    await cache.put(url, response.clone());
    if (/\.(js|css)$/.test(url)) queue.push(...assetsIn(await response.text(), url));
  }
}

/**
 * Same-origin /_astro/ URLs a page, script or stylesheet refers to (src, href, an Astro island's
 * component-url and renderer-url, import, url()). The console's screens load with their routes
 * through import(`./Screen.hash.js`) (the build writes the path in backticks), so every screen is
 * kept at install, not only the ones opened so far.
 */
function assetsIn(text, base) {
  const found = [];
  const pattern =
    /(?:src|href|component-url|renderer-url)="([^"]+)"|(?:from|import)\s*\(?\s*["'`]([^"'`]+\.js)["'`]|url\(\s*["']?([^"')]+)["']?\s*\)/g;
  for (const match of text.matchAll(pattern)) {
    const raw = match[1] ?? match[2] ?? match[3];
    try {
      const url = new URL(raw, new URL(base, self.location.origin));
      if (url.origin === self.location.origin && ASSET_PATH.test(url.pathname)) found.push(url.pathname);
    } catch {
      // Not a URL (a data: font, a template string): nothing to keep.
    }
  }
  return found;
}

self.addEventListener("install", (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** The console's pages: the cached shell at once, refreshed from the network for next time. */
async function consolePage(event) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(SHELL_URL);
  const fresh = fetch(event.request)
    .then(async (response) => {
      if (response.ok && response.headers.get("content-type")?.includes("text/html")) {
        await cache.put(SHELL_URL, response.clone());
      }
      return response;
    })
    .catch(() => undefined);
  if (cached) {
    event.waitUntil(fresh);
    return cached;
  }
  return (
    (await fresh) ??
    new Response(OFFLINE_PAGE, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } })
  );
}

/** Hashed assets never change under one name: the cache first, else the network (and keep it). */
async function asset(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate" && (url.pathname === "/admin" || url.pathname.startsWith("/admin/"))) {
    event.respondWith(consolePage(event));
  } else if (ASSET_PATH.test(url.pathname)) {
    event.respondWith(asset(request));
  }
});

/** Tells open console pages about an alert (the page may show it; tests read it there). */
async function tellPages(message) {
  const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

self.addEventListener("push", (event) => {
  let alert;
  try {
    alert = event.data?.json();
  } catch {
    alert = undefined;
  }
  if (!alert?.title) alert = { title: "Admin Console", body: event.data?.text() ?? "", url: "/admin", tag: "alert" };
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(alert.title, {
        body: alert.body,
        tag: alert.tag,
        data: { url: alert.url },
        icon: "/app-icons/icon-192.png",
        badge: "/app-icons/badge-96.png",
        requireInteraction: alert.kind === "emergency-lead",
      }),
      tellPages({ type: "alert", alert }),
    ]),
  );
});

/** A tapped alert opens its page: in an open console window when there is one, else a new one. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = event.notification.data?.url ?? "/admin";
  const url = new URL(path.startsWith("/admin") ? path : "/admin", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window" });
      const open = windows.find((client) => new URL(client.url).pathname.startsWith("/admin"));
      if (!open) return self.clients.openWindow(url);
      const shown = (await open.navigate(url).catch(() => undefined)) ?? open;
      await tellPages({ type: "alert-opened", url: path });
      return shown.focus().catch(() => undefined);
    })(),
  );
});

/** A push service rotating the subscription: hand the new one to the server (the old one will 410). */
self.addEventListener("pushsubscriptionchange", (event) => {
  const options = event.oldSubscription?.options;
  if (!options) return;
  event.waitUntil(
    self.registration.pushManager.subscribe(options).then((subscription) =>
      fetch("/api/admin/alerts/devices", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ subscription: subscription.toJSON() }),
      }),
    ),
  );
});
