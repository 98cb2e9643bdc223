/**
 * The customer's proposal page (issue 20, decision 037), drawn on the server for each request:
 * never cached (private, no-store), never indexed, its own CSP. The forms are plain HTML posts
 * (Post/Redirect/Get), checked same-origin like every other state-changing form of the site, and
 * every route counts in the per-network limit. Any token that opens no sent version is the same 404.
 *   GET  /proposal/:token                 → the page in the version's state (counts an open unless an admin is signed in)
 *   POST /proposal/:token/accept          → optionId, fullName, consent=yes → 303 to the page (the signed record);
 *                                           with pay=now ("Approve & pay deposit") 303 to Stripe Checkout instead
 *   POST /proposal/:token/decline         → reason, comment? → 303 to the page
 *   POST /proposal/:token/question        → question → 303 to the page (?asked#asked: the banner at its top)
 *   POST /proposal/:token/update-request  → (expired only) → 303 to the page (?requested)
 *   POST /proposal/:token/cancel          → reason? → 303 to the page (#cancelled); a signed contract within its three
 *                                           business days (decision 045); after them 409 and the page says how to reach us
 *   POST /proposal/:token/pay             → 303 to Stripe Checkout for the signed deposit (decision 046); a cancelled,
 *                                           paid, unsigned or deposit-less version (or Stripe off) → 409 page saying so
 *   POST /proposal/:token/change-order    → number, fullName, consent=yes → 303 to the page (#change-order): the
 *                                           customer signs the change order waiting on a signed contract (issue 31 item 3)
 *   GET  /proposal/:token/signed.pdf      → the signed version as a PDF download (404 page until signed)
 *   GET  /proposal/:token/change-orders/:number/signed.pdf → a signed change order as a PDF (404 until signed)
 * A refused answer redraws the page: 400 with each field's message, 409 when the version is closed.
 */
import type { ZodType } from "zod";
import { limitedRoutes } from "../customer-pages/limited-route";
import { InvalidInput, ProposalConflict, ProposalNotFound, ProposalTampered } from "../errors";
import { loadEmailRenderer } from "../email/renderer";
import { deliverAfterCommit, pushAfterCommit } from "../flows/delivery/after-commit";
import { clientIp } from "../http/client-ip";
import { readFormOrJson, seeOther } from "../http/form-post";
import { assertSameOrigin, sessionOf } from "../http/guards";
import { type RouteRequest, type RouteTable } from "../http/router";
import { fieldErrorsFrom } from "../http/validation";
import { proposalPageResponse } from "./proposal-page";
import { ASKED_BANNER_ID, type FormName } from "./proposal-page-forms";
import { enforceProposalRateLimit } from "./proposal-rate-limit";
import {
  acceptProposal,
  askAboutProposal,
  declineProposal,
  type CustomerClient,
  type QueuedAfterAnswer,
} from "../flows/proposals/proposal-response.service";
import { customerPageView, type PageOptions } from "./customer-page.service";
import { proposalPath } from "./proposal-token";
import { server as schemas } from "../../shared/schemas/proposal";
import { cancelContractServer } from "../../shared/schemas/contract-cancel";
import { cancelContract } from "../flows/proposals/contract-cancel.service";
import { signChangeOrder } from "../flows/proposals/change-order.service";
import { changeOrderServer } from "../../shared/schemas/change-order";
import { pdfResponse, signedPdfForToken } from "./signed-pdf.service";
import { signedChangeOrderPdfForToken } from "../flows/proposals/change-order-pdf";
import { idParam } from "../http/params";
import { depositCheckoutUrl } from "../flows/payments/deposit-checkout.service";
import { PaymentRefused } from "../payments/payment-errors";

const tokenOf = (route: RouteRequest) => route.params.token ?? "";
const clientOf = ({ request, platform }: RouteRequest): CustomerClient => ({
  ip: clientIp(request, platform),
  userAgent: request.headers.get("user-agent"),
});

/** The page for the token, or the 404 / 429 page; `status` overrides a found page's 200. */
async function drawPage(route: RouteRequest, options: PageOptions = {}, status?: number): Promise<Response> {
  try {
    return proposalPageResponse(await customerPageView(route.db, tokenOf(route), options), status);
  } catch (error) {
    if (error instanceof ProposalNotFound) return proposalPageResponse({ state: "not-found" });
    if (error instanceof ProposalTampered) return proposalPageResponse({ state: "tampered" });
    throw error;
  }
}

/** Runs a proposal route inside the limit; a refusal is the 429 page, an unknown token the 404 page. */
const limited = limitedRoutes(enforceProposalRateLimit, proposalPageResponse, ProposalNotFound);

/** What was typed, as text, for the form drawn again. */
const typed = (body: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(body && typeof body === "object" ? body : {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );

/** 303 to the deposit's Checkout page, or the page saying why it cannot be paid (409). */
async function toCheckout(route: RouteRequest): Promise<Response> {
  try {
    return seeOther(await depositCheckoutUrl(route.db, tokenOf(route)));
  } catch (error) {
    if (!(error instanceof PaymentRefused)) throw error;
    return proposalPageResponse(
      { state: "payment-refused", reason: error.reason, pagePath: proposalPath(tokenOf(route)) },
      409,
    );
  }
}

function answer<T>(
  form: FormName | "update-request" | "cancel" | "change-order",
  schema: ZodType<T> | undefined,
  run: (route: RouteRequest, input: T, client: CustomerClient) => Promise<QueuedAfterAnswer>,
  after: string = "",
  then?: (route: RouteRequest, body: unknown) => Promise<Response | undefined>,
) {
  return limited(async (route) => {
    assertSameOrigin(route.request);
    const body = await readFormOrJson(route.request);
    const parsed = schema ? schema.safeParse(body) : { success: true as const, data: undefined as T };
    const redraw = (errors: Record<string, string>) =>
      drawPage(route, { form: { form: form as FormName, values: typed(body), errors } }, 400);
    if (!parsed.success) return redraw(fieldErrorsFrom(parsed.error));
    // Every answer e-mails the owner from inside its transaction: the renderer loads first (renderer.ts).
    await loadEmailRenderer();
    try {
      const queued = await run(route, parsed.data, clientOf(route));
      pushAfterCommit(route, queued.alertIds);
      deliverAfterCommit(route, queued.outboxIds);
    } catch (error) {
      if (error instanceof ProposalConflict) return drawPage(route, {}, 409);
      if (error instanceof InvalidInput) return redraw({ ...error.fields });
      throw error;
    }
    return (await then?.(route, body)) ?? seeOther(`${proposalPath(tokenOf(route))}${after}`);
  });
}

export const proposalsRoutes: RouteTable = {
  "GET|HEAD /proposal/:token": limited(async (route) => {
    const search = new URL(route.request.url).searchParams;
    const countOpen = route.request.method === "GET" && !(await sessionOf(route))?.isAdmin;
    return drawPage(route, {
      asked: search.has("asked"),
      requested: search.has("requested"),
      returnedFromCheckout: search.has("paid"),
      countOpen,
    });
  }),
  "GET|HEAD /proposal/:token/signed.pdf": limited(async (route) => {
    try {
      return pdfResponse(await signedPdfForToken(route.db, tokenOf(route)));
    } catch (error) {
      if (error instanceof ProposalTampered) return proposalPageResponse({ state: "tampered" });
      throw error;
    }
  }),
  "GET|HEAD /proposal/:token/change-orders/:number/signed.pdf": limited(async (route) => {
    try {
      const number = idParam(route.params, "number");
      return pdfResponse(await signedChangeOrderPdfForToken(route.db, tokenOf(route), number));
    } catch (error) {
      if (error instanceof ProposalTampered) return proposalPageResponse({ state: "tampered" });
      throw error;
    }
  }),
  "POST /proposal/:token/accept": answer(
    "accept",
    schemas.accept,
    (route, input, client) => acceptProposal(route.db, tokenOf(route), input, client, new Date()),
    "",
    // "Approve & pay deposit": signed, then straight on to Checkout (the amount from the signed version).
    // A deposit that cannot be paid online now (none, Stripe off or down) leaves the customer on the signed page.
    async (route, body) => {
      if ((body as { pay?: unknown }).pay !== "now") return undefined;
      const answer = await toCheckout(route);
      return answer.status === 303 ? answer : undefined;
    },
  ),
  "POST /proposal/:token/pay": limited(async (route) => {
    assertSameOrigin(route.request);
    return toCheckout(route);
  }),
  "POST /proposal/:token/decline": answer("decline", schemas.decline, (route, input, client) =>
    declineProposal(route.db, tokenOf(route), input, client),
  ),
  "POST /proposal/:token/question": answer(
    "question",
    schemas.question,
    (route, input, client) =>
      askAboutProposal(route.db, tokenOf(route), "question", input.question, client, new Date()),
    `?asked#${ASKED_BANNER_ID}`,
  ),
  "POST /proposal/:token/update-request": answer(
    "update-request",
    undefined,
    (route, _input, client) =>
      askAboutProposal(
        route.db,
        tokenOf(route),
        "update-request",
        "Asked for an updated proposal.",
        client,
        new Date(),
      ),
    "?requested",
  ),
  "POST /proposal/:token/cancel": answer(
    "cancel",
    cancelContractServer,
    (route, input, client) => cancelContract(route.db, tokenOf(route), input, client, new Date()),
    "#cancelled",
  ),
  "POST /proposal/:token/change-order": answer(
    "change-order",
    changeOrderServer.sign,
    (route, input, client) =>
      signChangeOrder(route.db, tokenOf(route), { ...input, number: Number(input.number) }, client, new Date()),
    "#change-order",
  ),
};
