/** The signed-in admin's account: password, two-step sign-in, the sessions signed in to it, and alerts. */
import { accountStrings } from "../../../shared/strings/account";
import { ScreenHeader } from "../common/ScreenHeader";
import { ChangePasswordPanel } from "./ChangePasswordPanel";
import { SecondFactorPanel } from "./SecondFactorPanel";
import { SessionsPanel } from "./SessionsPanel";
import { AlertsPanel } from "../alerts/AlertsPanel";
import { EscalationPanel } from "../alerts/EscalationPanel";
import { TextAlertsPanel } from "../alerts/TextAlertsPanel";

export function AccountScreen() {
  return (
    <div className="grid gap-6">
      <ScreenHeader title={accountStrings.title} intro={accountStrings.intro} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ChangePasswordPanel />
        <SecondFactorPanel />
      </div>
      <SessionsPanel />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <AlertsPanel />
        <TextAlertsPanel />
        <EscalationPanel />
      </div>
    </div>
  );
}
