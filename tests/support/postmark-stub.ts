/**
 * A local stand-in for the Postmark API at the network boundary: the real `postmark` client is
 * pointed at it (requestHost 127.0.0.1:port, useHttps false). It records every e-mail it is sent
 * and can be told to answer 200, 500, 429 or 422, to hang, to be slow, or to be down altogether.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { LoopbackListener } from "../../scripts/lib/loopback-server";

export type StubMode = "ok" | "500" | "429" | "422" | "hang";

export interface RecordedEmail {
  token: string | undefined;
  body: {
    From: string;
    To: string;
    Subject: string;
    HtmlBody?: string;
    TextBody?: string;
    ReplyTo?: string;
    Tag?: string;
    Metadata?: Record<string, string>;
    Attachments?: { Name: string; Content: string; ContentType: string }[];
    MessageStream?: string;
    Headers?: { Name: string; Value: string }[];
  };
}

export class PostmarkStub {
  /** E-mails the stub accepted (answered 200). */
  readonly accepted: RecordedEmail[] = [];
  /** Every request that reached the stub, whatever it answered. */
  requestCount = 0;
  mode: StubMode = "ok";
  /** Milliseconds to wait before answering. */
  delayMs = 0;
  private readonly listener = new LoopbackListener();
  private nextId = 1;

  get host(): string {
    return `127.0.0.1:${this.listener.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => void this.answer(request, response));
    await this.listener.listen(server);
  }

  /** Takes the stub down (connections refused) until start() is called again on the same port. */
  async stop(): Promise<void> {
    await this.listener.close();
  }

  reset(): void {
    this.accepted.length = 0;
    this.requestCount = 0;
    this.mode = "ok";
    this.delayMs = 0;
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    this.requestCount++;
    if (this.mode === "hang") return; // never answers; the client's timeout must give up
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method !== "POST" || request.url !== "/email")
      return reply(404, { ErrorCode: 404, Message: "Not found" });
    if (this.mode === "500") return reply(500, { ErrorCode: 0, Message: "Internal server error (stub)" });
    if (this.mode === "429") return reply(429, { ErrorCode: 0, Message: "Rate limit exceeded (stub)" });
    if (this.mode === "422") {
      return reply(422, {
        ErrorCode: 406,
        Message: "You tried to send to recipient(s) that have been marked as inactive.",
      });
    }
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as RecordedEmail["body"];
    this.accepted.push({ token: request.headers["x-postmark-server-token"] as string | undefined, body });
    reply(200, {
      To: body.To,
      SubmittedAt: new Date().toISOString(),
      MessageID: `stub-${this.nextId++}`,
      ErrorCode: 0,
      Message: "OK",
    });
  }
}

/** Points the app's Postmark client at the stub for this test file. */
export function usePostmarkStub(stub: PostmarkStub): void {
  process.env.POSTMARK_SERVER_TOKEN = "stub-server-token";
  process.env.POSTMARK_API_HOST = stub.host;
  process.env.POSTMARK_USE_HTTPS = "false";
}
