/**
 * The owner's alerts by text, stored (issue 32, item 6): each admin keeps a US mobile number and
 * chooses when it gets alerts; a non-US number or an unknown choice is a 400 naming its field and
 * changes nothing; the number is kept in E.164 and shown in the site's form; outsiders are refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../functions/admin.mts";
import type { AlertsOverview } from "../../src/shared/alerts";
import { alertStrings } from "../../src/shared/strings/alerts";
import { textAlertAdmins } from "../../src/server/alerts/alert-texts.repository";
import { adminSessions, itRefusesOutsiders, type AdminSessions } from "../support/admin-session";
import { testDb } from "../support/db";
import { callFunction, type CallOptions } from "../support/functions";

let sessions: AdminSessions;
beforeAll(async () => {
  sessions = await adminSessions("alert-texts");
});

const call = (path: string, options: CallOptions = {}, cookie = sessions.adminCookie) =>
  callFunction(adminApi, path, { cookie, ...options });
const save = (body: unknown, cookie?: string) =>
  call("/api/admin/alerts/texts", { method: "PUT", body }, cookie ?? sessions.adminCookie);
const stored = () =>
  testDb()
    .selectFrom("users")
    .select(["alertPhoneE164", "alertTexts"])
    .where("id", "=", sessions.adminId)
    .executeTakeFirstOrThrow();

describe("PUT /api/admin/alerts/texts", () => {
  it("starts with no number and texts only while no device has alerts on", async () => {
    const overview = (await (await call("/api/admin/alerts")).json()) as AlertsOverview;
    expect(overview.texts).toEqual({ phone: null, mode: "when-no-push" });
  });

  it("keeps the number in E.164, shows it in the site's form, and the overview says the same", async () => {
    const response = await save({ phone: "973.555.0142", mode: "with-push" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ phone: "(973) 555-0142", mode: "with-push" });
    expect(await stored()).toEqual({ alertPhoneE164: "+19735550142", alertTexts: "with-push" });
    const overview = (await (await call("/api/admin/alerts")).json()) as AlertsOverview;
    expect(overview.texts).toEqual({ phone: "(973) 555-0142", mode: "with-push" });
    expect(await textAlertAdmins(testDb())).toContainEqual({
      id: sessions.adminId,
      alertPhoneE164: "+19735550142",
      alertTexts: "with-push",
      pushDevices: 0,
    });
  });

  it.each([
    ["a Canadian number", { phone: "+1 416 555 0142", mode: "off" }, "phone", alertStrings.texts.messages.phone],
    ["a UK number", { phone: "+44 20 7946 0958", mode: "off" }, "phone", alertStrings.texts.messages.phone],
    ["letters", { phone: "call me", mode: "off" }, "phone", alertStrings.texts.messages.phone],
    ["an unknown choice", { phone: "", mode: "sometimes" }, "mode", alertStrings.texts.messages.mode],
  ])("refuses %s with 400 naming the field, and changes nothing", async (_, body, field, message) => {
    const before = await stored();
    const response = await save(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { [field]: message } });
    expect(await stored()).toEqual(before);
  });

  it("an empty number keeps none, and an admin with none or 'off' gets no texts", async () => {
    expect(await (await save({ phone: "", mode: "when-no-push" })).json()).toEqual({
      phone: null,
      mode: "when-no-push",
    });
    expect(await stored()).toEqual({ alertPhoneE164: null, alertTexts: "when-no-push" });
    await save({ phone: "(908) 555-0101", mode: "off" });
    expect((await textAlertAdmins(testDb())).map((admin) => admin.id)).not.toContain(sessions.adminId);
  });

  itRefusesOutsiders(
    [{ name: "PUT /api/admin/alerts/texts" }],
    (_, options) => save({ phone: "(973) 555-0142", mode: "with-push" }, options?.cookie ?? ""),
    () => sessions.visitorCookie,
    stored,
  );
});
