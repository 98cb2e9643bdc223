/**
 * The account page's alerts (decision 039): "Alert this device" (permission, then a push
 * subscription for the server's VAPID key), the devices with alerts on, and the iPhone note
 * (iOS 16.4 or later, from the home screen only).
 */
import { useEffect, useId, useState } from "react";
import { adminStrings } from "../../../shared/strings/admin";
import { alertStrings } from "../../../shared/strings/alerts";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/toast";
import { LoadError } from "../common/LoadError";
import { LoadingState } from "../common/LoadingState";
import { Panel } from "../common/Panel";
import { useAddDevice, useAlerts } from "./alerts.api";
import { currentSubscription, pushSupport, subscribeThisDevice } from "./console-worker";
import { DeviceAlerts } from "./DeviceAlerts";

const text = alertStrings.panel;

export function AlertsPanel() {
  const id = useId();
  const alerts = useAlerts();
  const add = useAddDevice();
  const [support, setSupport] = useState(pushSupport);
  const [thisEndpoint, setThisEndpoint] = useState<string>();
  const [subscribing, setSubscribing] = useState(false);

  useEffect(() => {
    void currentSubscription().then((subscription) => setThisEndpoint(subscription?.endpoint));
  }, [alerts.data]);

  const turnOn = async (publicKey: string) => {
    setSubscribing(true);
    try {
      const subscription = await subscribeThisDevice(publicKey);
      add.mutate(subscription, { onSuccess: () => setThisEndpoint(subscription.endpoint) });
    } catch (error) {
      setSupport(pushSupport());
      toast({ title: alertStrings.toasts.turnOnFailed, description: String(error), variant: "destructive" });
    } finally {
      setSubscribing(false);
    }
  };

  const devices = alerts.data?.devices ?? [];
  const registered = devices.some((device) => device.endpoint === thisEndpoint);
  const publicKey = alerts.data?.publicKey;

  return (
    <Panel id={`${id}-heading`} title={text.title}>
      <p className="mt-1 text-slate-mid">{text.intro}</p>
      {alerts.isPending ? (
        <LoadingState label={adminStrings.loading} />
      ) : alerts.isError ? (
        <LoadError error={alerts.error} />
      ) : !publicKey ? (
        <p className="mt-4 text-slate-ink">{text.notConfigured}</p>
      ) : (
        <>
          {support !== "supported" && (
            <p className="mt-4 text-slate-ink">{support === "denied" ? text.denied : text.unsupported}</p>
          )}
          {!registered && (
            <Button
              className="mt-4"
              disabled={support !== "supported" || subscribing || add.isPending}
              onClick={() => void turnOn(publicKey)}
            >
              {subscribing || add.isPending ? text.turningOn : text.turnOn}
            </Button>
          )}
          <h3 className="mt-6 font-semibold text-slate-ink">{text.devicesTitle}</h3>
          {devices.length === 0 ? (
            <p className="mt-1 text-slate-mid">{text.noDevices}</p>
          ) : (
            <ul className="divide-y divide-slate-line">
              {devices.map((device) => (
                <DeviceAlerts key={device.id} device={device} thisDevice={device.endpoint === thisEndpoint} />
              ))}
            </ul>
          )}
        </>
      )}
      <h3 className="mt-6 font-semibold text-slate-ink">{text.iphoneTitle}</h3>
      <p className="mt-1 text-sm text-slate-mid">{text.iphone}</p>
    </Panel>
  );
}
