/**
 * On every console screen, one line under the top bar when e-mail cannot go out (no Postmark
 * token) or when messages have failed, with a link to the outbox. Nothing at all while mail is
 * healthy. The line is cut with an ellipsis on a narrow screen (the outbox explains in full).
 */
import { emailStrings } from "../../../shared/strings/email";
import { conversationStrings } from "../../../shared/strings/conversation";
import { Link, adminPaths } from "../router";
import { useMailHealth } from "./email.api";

const text = emailStrings.banner;

export function MailHealthBanner() {
  const { data: health } = useMailHealth();
  // Webhooks matter once mail goes out: without their secret, replies and bounces are refused.
  const webhooksOff = health?.configured === true && !health.webhooks;
  if (!health || (health.configured && health.failed === 0 && !webhooksOff)) return null;
  return (
    <section aria-label={text.label} className="border-b border-amber-300 bg-amber-50 text-sm text-amber-950">
      <p className="container-page flex items-center gap-3 py-1.5">
        <span className="min-w-0 flex-1 truncate">
          {health.failed > 0 && <strong>{text.failed(health.failed)} </strong>}
          {!health.configured && text.notConfigured}
          {webhooksOff && conversationStrings.mailDesk.webhooksOff}
        </span>
        <Link to={adminPaths.emailOutbox} className="shrink-0 font-semibold whitespace-nowrap text-amber-950 underline">
          {text.review}
        </Link>
      </p>
    </section>
  );
}
