import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";

export declare const WARM_FUNCTIONS_VARIABLE: string;
export declare const FUNCTIONS_PORT_VARIABLE: string;

export interface WarmCallsOptions {
  /** The functions whose calls the warm handlers answer. */
  names: ReadonlySet<string>;
  /** The warm handlers' origin. */
  baseUrl: string;
  /** Called at each refused connection (the handlers restarting) before it is tried again. */
  onRefused?: () => void;
  /** How long refused connections are tried again (120 s by default). */
  retryForMs?: number;
}

export declare function netlifyClientIp(request: IncomingMessage): string;
export declare function answerWarm(
  request: IncomingMessage,
  response: ServerResponse,
  name: string,
  options: WarmCallsOptions,
): Promise<void>;
export declare function withWarmCalls(listener: RequestListener, options: WarmCallsOptions): RequestListener;
export declare function warmCallsOnPort<T extends Server>(
  server: T,
  options: WarmCallsOptions & { functionsPort: number },
): T;
