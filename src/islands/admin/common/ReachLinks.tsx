/**
 * One tap to reach a customer from a phone: Call and Text for a phone number, E-mail, and Map for
 * a street address (src/shared/reach.ts builds the addresses). Each link's name says whom it
 * reaches and how; what is not known is left out.
 */
import { mailtoHref, mapHref, smsHref, telHref } from "../../../shared/reach";
import type { IconName } from "../../../shared/icons";
import { adminStrings } from "../../../shared/strings/admin";
import { focusRing } from "../../ui/Button";
import { Icon } from "../../ui/Icon";

const text = adminStrings.reach;

interface Props {
  name: string;
  phone?: string | null;
  email?: string | null;
  /** The street address on one line. */
  address?: string | null;
}

interface Reach {
  href: string;
  icon: IconName;
  label: string;
  name: string;
  external?: boolean;
}

export function ReachLinks({ name, phone, email, address }: Props) {
  const links: Reach[] = [
    ...(phone
      ? [
          { href: telHref(phone), icon: "phone", label: text.call, name: text.callLabel(name, phone) } as const,
          { href: smsHref(phone), icon: "message", label: text.text, name: text.textLabel(name, phone) } as const,
        ]
      : []),
    ...(email
      ? [{ href: mailtoHref(email), icon: "mail", label: text.email, name: text.emailLabel(name, email) } as const]
      : []),
    ...(address
      ? [
          {
            href: mapHref(address),
            icon: "mapPin",
            label: text.map,
            name: text.mapLabel(address),
            external: true,
          } as const,
        ]
      : []),
  ];
  if (links.length === 0) return null;
  return (
    <ul aria-label={text.label(name)} className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.icon}>
          <a
            href={link.href}
            aria-label={link.name}
            {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border border-slate-line bg-white px-3 text-sm font-semibold text-copper-deep no-underline hover:bg-slate-mist ${focusRing}`}
          >
            <Icon name={link.icon} size={16} />
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
