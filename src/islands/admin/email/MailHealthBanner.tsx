/**
 * On every console screen: a banner when e-mail cannot go out (no Postmark token) or when
 * messages have failed, with a link to the outbox. Nothing at all while mail is healthy.
 */
import { emailStrings } from "../../../shared/strings/email";
import { Link, adminPaths } from "../router";
import { useMailHealth } from "./email.api";

const text = emailStrings.banner;

export function MailHealthBanner() {
  const { data: health } = useMailHealth();
  if (!health || (health.configured && health.failed === 0)) return null;
  return (
    <section
      aria-label={text.label}
      className="mb-8 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      {!health.configured && <p>{text.notConfigured}</p>}
      {health.failed > 0 && (
        <p className={health.configured ? "" : "mt-1"}>
          <strong>{text.failed(health.failed)}</strong>{" "}
          <Link to={adminPaths.emailOutbox} className="font-semibold text-amber-950 underline">
            {text.review}
          </Link>
        </p>
      )}
    </section>
  );
}
