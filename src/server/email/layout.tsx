/**
 * The one branded layout every e-mail goes out in (customer and business alike), built with React
 * Email: the name and mark, the phone as a tap-to-call link, the message body, then hours, service
 * area and the business's details. One fluid 600 px column of tables with inline styles, so it
 * reads the same in Gmail, Outlook and on a phone without media queries. The body is HTML that
 * was escaped or sanitised before it got here; every value the layout adds is escaped by React.
 */
import type * as ReactEmail from "@react-email/components";
import { site } from "../../shared/site";
import { followUpStrings } from "../../shared/strings/follow-ups";
import { hoursLine, serviceAreaLine } from "./layout-facts";

/** The site's palette (src/styles/global.css tokens; layout.test.ts keeps them equal). */
export const emailPalette = {
  ink: "#1f2933",
  mid: "#52606d",
  line: "#d9dee3",
  mist: "#eef1f3",
  copper: "#b87333",
  copperDark: "#8a4f1d",
  copperLight: "#e0a26a",
  paper: "#faf8f4",
} as const;

const c = emailPalette;
/** Web fonts are unreliable in mail: Inter and Fraunces where installed, then their fallbacks. */
const SANS = "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif";
const SERIF = "Fraunces, Georgia, 'Times New Roman', serif";

export const MARK_PATH = "/email/mark.png";

export interface EmailLayoutProps {
  subject: string;
  /** The message itself: HTML already escaped (values) or sanitised (templates). */
  bodyHtml: string;
  /** The line inboxes show after the subject. */
  preheader?: string;
  /** Absolute origin of the site, for the mark and the website link. */
  siteUrl: string;
  /** Automatic mail only: the one-click unsubscribe page (decision 040). */
  unsubscribeUrl?: string;
}

const small = { margin: "0 0 6px", fontSize: "13px", lineHeight: "20px", color: c.mid } as const;

/** The React Email components the layout draws with, passed in: they load with the first e-mail (renderer.ts). */
export type EmailComponents = Pick<
  typeof ReactEmail,
  "Body" | "Column" | "Container" | "Head" | "Html" | "Img" | "Link" | "Preview" | "Row" | "Section" | "Text"
>;

export const emailLayoutWith = (components: EmailComponents) =>
  function EmailLayout({ subject, bodyHtml, preheader, siteUrl, unsubscribeUrl }: EmailLayoutProps) {
    const { Body, Column, Container, Head, Html, Img, Link, Preview, Row, Section, Text } = components;
    const website = siteUrl.replace(/\/+$/, "");
    return (
      <Html lang="en" dir="ltr">
        <Head>
          <title>{subject}</title>
          <meta name="color-scheme" content="light" />
          <meta name="supported-color-schemes" content="light" />
        </Head>
        {preheader ? <Preview>{preheader}</Preview> : null}
        <Body style={{ margin: 0, padding: "24px 8px", backgroundColor: c.paper, fontFamily: SANS, color: c.ink }}>
          <Container style={{ width: "100%", maxWidth: "600px" }}>
            <Section
              style={{ backgroundColor: c.ink, borderTop: `4px solid ${c.copper}`, borderRadius: "6px 6px 0 0" }}
            >
              <Row>
                <Column style={{ width: "48px", padding: "20px 0 20px 24px", verticalAlign: "middle" }}>
                  <Img src={`${website}${MARK_PATH}`} width="48" height="48" alt="" style={{ borderRadius: "8px" }} />
                </Column>
                <Column style={{ padding: "20px 24px 20px 14px", verticalAlign: "middle" }}>
                  <Text
                    style={{ margin: 0, fontFamily: SERIF, fontSize: "22px", lineHeight: "26px", color: "#ffffff" }}
                  >
                    {site.name}
                  </Text>
                  <Text style={{ margin: "4px 0 0", fontSize: "13px", lineHeight: "18px", color: c.copperLight }}>
                    Slate specialists since {site.foundedYear} ·{" "}
                    <Link href={site.phone.href} style={{ color: "#ffffff", fontWeight: 600, whiteSpace: "nowrap" }}>
                      {site.phone.display}
                    </Link>
                  </Text>
                </Column>
              </Row>
            </Section>
            <Section
              style={{
                backgroundColor: "#ffffff",
                border: `1px solid ${c.line}`,
                borderTop: 0,
                padding: "8px 24px 16px",
                fontSize: "16px",
                lineHeight: "26px",
                color: c.ink,
              }}
            >
              <div dangerouslySetInnerHTML={{ __html: bodyHtml }} />
            </Section>
            <Section
              style={{
                backgroundColor: c.mist,
                border: `1px solid ${c.line}`,
                borderTop: 0,
                borderRadius: "0 0 6px 6px",
                padding: "16px 24px",
              }}
            >
              <Text style={{ margin: "0 0 6px", fontSize: "15px", lineHeight: "22px", color: c.ink }}>
                Questions? Call{" "}
                <Link
                  href={site.phone.href}
                  style={{ color: c.copperDark, fontWeight: 700, textDecoration: "underline", whiteSpace: "nowrap" }}
                >
                  {site.phone.display}
                </Link>{" "}
                or reply to this e-mail.
              </Text>
              <Text style={small}>
                <strong>Hours:</strong> {hoursLine}; {site.emergency.label}
              </Text>
              <Text style={{ ...small, margin: 0 }}>
                <strong>Service area:</strong> {serviceAreaLine}
              </Text>
            </Section>
            <Section style={{ padding: "16px 24px 0", textAlign: "center" }}>
              <Text style={small}>
                {site.legalName} ·{" "}
                <Link href={site.email.href} style={{ color: c.mid }}>
                  {site.email.address}
                </Link>{" "}
                ·{" "}
                <Link href={website} style={{ color: c.mid }}>
                  {website.replace(/^https?:\/\//, "")}
                </Link>
              </Text>
              {unsubscribeUrl ? (
                <Text style={small}>
                  {followUpStrings.email.unsubscribeLine}{" "}
                  <Link href={unsubscribeUrl} style={{ color: c.mid, textDecoration: "underline" }}>
                    {followUpStrings.email.unsubscribeLink}
                  </Link>
                </Text>
              ) : null}
            </Section>
          </Container>
        </Body>
      </Html>
    );
  };
