/**
 * The push alert tests' environment: a local push service (scripts/lib/push-receiver.ts) whose
 * certificate is trusted and whose host PUSH_TEST_HOSTS lets endpoints name, started with fresh VAPID
 * keys before the file's tests, emptied before each test and stopped after the file.
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import { PushReceiver, trustReceiverCertificate, useVapidKeys } from "../../scripts/lib/push-receiver";

export interface PushService {
  receiver: PushReceiver;
  /** The VAPID public key the server signs with (set before the first test). */
  vapidPublicKey: string;
}

export function usePushService(): PushService {
  const push: PushService = { receiver: new PushReceiver(), vapidPublicKey: "" };
  beforeAll(async () => {
    // The local push service is at 127.0.0.1, which a real endpoint may never be (issue 33).
    process.env.PUSH_TEST_HOSTS = "127.0.0.1";
    trustReceiverCertificate();
    await push.receiver.start();
    push.vapidPublicKey = (await useVapidKeys()).publicKey;
  });
  beforeEach(() => push.receiver.reset());
  afterAll(() => push.receiver.stop());
  return push;
}
