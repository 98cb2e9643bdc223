/**
 * The push alert tests' environment: a local push service (scripts/lib/push-receiver.ts) whose
 * certificate is trusted, started with fresh VAPID keys before the file's tests, emptied before
 * each test and stopped after the file.
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
    trustReceiverCertificate();
    await push.receiver.start();
    push.vapidPublicKey = (await useVapidKeys()).publicKey;
  });
  beforeEach(() => push.receiver.reset());
  afterAll(() => push.receiver.stop());
  return push;
}
