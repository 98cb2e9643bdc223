/** The signed-in admin's account: password, two-step sign-in and the sessions signed in to it. */
import { accountStrings } from "../../../shared/strings/account";
import { ScreenHeader } from "../common/ScreenHeader";
import { ChangePasswordPanel } from "./ChangePasswordPanel";
import { SecondFactorPanel } from "./SecondFactorPanel";
import { SessionsPanel } from "./SessionsPanel";

export function AccountScreen() {
  return (
    <div className="grid gap-6">
      <ScreenHeader title={accountStrings.title} intro={accountStrings.intro} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ChangePasswordPanel />
        <SecondFactorPanel />
      </div>
      <SessionsPanel />
    </div>
  );
}
