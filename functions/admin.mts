/**
 * The console's function: every `/api/admin/*` route (each requires a signed-in admin; see each
 * table's header), plus signing in and out, the session (`/api/auth/*`) and the password reset.
 * The console pays one cold start per visit. Routes live beside their entities
 * (`src/server/<entity>/*.routes.ts`); this file only composes them (decision 023).
 */
import type { Config } from "@netlify/functions";
// React Email at import: this function composes mail inside transactions (src/server/email/renderer.ts).
import "../src/server/email/renderer-at-load";
import { alertsRoutes } from "../src/server/alerts/alerts.routes";
import { accountRoutes } from "../src/server/auth/account.routes";
import { authRoutes } from "../src/server/auth/auth.routes";
import { passwordResetRoutes } from "../src/server/auth/password-reset.routes";
import { blogAdminRoutes } from "../src/server/blog/blog-admin.routes";
import { bookingAdminRoutes } from "../src/server/booking/booking-admin.routes";
import { contactsAdminRoutes } from "../src/server/contacts/contacts-admin.routes";
import { emailRoutes } from "../src/server/email/email.routes";
import { followUpsRoutes } from "../src/server/follow-ups/follow-ups.routes";
import { summaryRoutes } from "../src/server/home/summary.routes";
import { composeRoutes, router } from "../src/server/http/router";
import { leadPhotosAdminRoutes } from "../src/server/lead-photos/lead-photos-admin.routes";
import { conversationRoutes } from "../src/server/conversation/conversation.routes";
import { leadsRoutes } from "../src/server/leads/leads.routes";
import { mediaAdminRoutes } from "../src/server/media/media-admin.routes";
import { newsletterAdminRoutes } from "../src/server/newsletter/newsletter-admin.routes";
import { projectsAdminRoutes } from "../src/server/projects/projects-admin.routes";
import { priceBookRoutes } from "../src/server/price-book/price-book.routes";
import { proposalsAdminRoutes } from "../src/server/proposals/proposals-admin.routes";
import { paymentsAdminRoutes } from "../src/server/payments/payments-admin.routes";
import { invoicesAdminRoutes } from "../src/server/invoices/invoices-admin.routes";
import { quotesAdminRoutes } from "../src/server/quotes/quotes-admin.routes";
import { reportsRoutes } from "../src/server/reports/reports.routes";
import { contractSettingsRoutes } from "../src/server/settings/contract-settings.routes";
import { paymentScheduleRoutes } from "../src/server/settings/payment-schedule.routes";
import { changeOrdersAdminRoutes } from "../src/server/change-orders/change-orders-admin.routes";
import { textsRoutes } from "../src/server/sms/texts.routes";
import { firstTextTemplateRoutes } from "../src/server/sms/first-text-template.routes";

export const config: Config = {
  path: [
    "/api/admin/*",
    "/api/login",
    "/api/login/code",
    "/api/logout",
    "/api/auth/refresh",
    "/api/auth/user",
    "/api/password-reset",
    "/api/password-reset/request",
  ],
};

export default router(
  composeRoutes(
    authRoutes,
    passwordResetRoutes,
    accountRoutes,
    summaryRoutes,
    quotesAdminRoutes,
    contactsAdminRoutes,
    leadsRoutes,
    conversationRoutes,
    textsRoutes,
    firstTextTemplateRoutes,
    proposalsAdminRoutes,
    changeOrdersAdminRoutes,
    paymentsAdminRoutes,
    invoicesAdminRoutes,
    contractSettingsRoutes,
    paymentScheduleRoutes,
    priceBookRoutes,
    followUpsRoutes,
    bookingAdminRoutes,
    leadPhotosAdminRoutes,
    emailRoutes,
    alertsRoutes,
    reportsRoutes,
    newsletterAdminRoutes,
    blogAdminRoutes,
    projectsAdminRoutes,
    mediaAdminRoutes,
  ),
  config,
);
