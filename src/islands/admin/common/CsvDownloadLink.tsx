/** The link that downloads a screen's list, as filtered, as CSV. */
import { buttonClass } from "../../ui/Button";

export function CsvDownloadLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} download className={buttonClass("secondary")}>
      {label}
    </a>
  );
}
