import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from "node:http";

export declare const FORWARDED_FUNCTION_HEADER: string;
export declare const FORWARDED_IP_HEADER: string;
export declare const HANDLERS_URL_VARIABLE: string;
export declare const HOP_BY_HOP: ReadonlySet<string>;

export interface SendOptions {
  method: string;
  headers: OutgoingHttpHeaders;
  body?: Buffer;
  /** Called at each refused connection before it is tried again. */
  onRefused?: () => void;
  retryForMs?: number;
}

export declare function sendToHandlers(target: URL, options: SendOptions): Promise<IncomingMessage>;
export declare function endToEndHeaders(headers: IncomingHttpHeaders | OutgoingHttpHeaders): OutgoingHttpHeaders;
