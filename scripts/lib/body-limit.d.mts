import type { ServerResponse } from "node:http";

export declare const LIMIT_BYTES: number;
export declare function READS_BODY(method: string | undefined): boolean;
export declare function refuseTooLarge(response: ServerResponse): void;
