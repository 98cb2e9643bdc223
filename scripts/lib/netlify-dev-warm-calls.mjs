/**
 * Loaded into `netlify dev` by spawnNetlify (scripts/lib/local-stack.ts) through NODE_OPTIONS, for
 * `npm run dev` only (decision 044): netlify-cli's functions server, once it listens on
 * DEV_FUNCTIONS_PORT, hands the calls of the functions named in DEV_WARM_FUNCTIONS to the warm
 * handlers at DEV_HANDLERS_URL instead of a fresh worker each (dev-warm-calls.mjs says how).
 */
import http from "node:http";
import { isMainThread } from "node:worker_threads";
import { HANDLERS_URL_VARIABLE } from "./dev-hop.mjs";
import { FUNCTIONS_PORT_VARIABLE, WARM_FUNCTIONS_VARIABLE, warmCallsOnPort } from "./dev-warm-calls.mjs";

const names = new Set((process.env[WARM_FUNCTIONS_VARIABLE] ?? "").split(",").filter(Boolean));
const functionsPort = Number(process.env[FUNCTIONS_PORT_VARIABLE]);
const baseUrl = process.env[HANDLERS_URL_VARIABLE];

// Function calls that stay with netlify-cli run in worker threads that inherit NODE_OPTIONS: they serve nothing.
if (isMainThread && names.size > 0 && functionsPort > 0 && baseUrl) {
  const createServer = http.createServer;
  http.createServer = function createServerWithWarmCalls(...args) {
    return warmCallsOnPort(createServer.apply(this, args), { names, functionsPort, baseUrl });
  };
}
