/**
 * A settings panel of the console: its heading and a line on what it sets, then the loading
 * line, the load error, or the form `children` draws from the loaded settings.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { useId, type ReactNode } from "react";
import { adminStrings } from "../../../shared/strings/admin";
import { LoadError } from "./LoadError";
import { LoadingState } from "./LoadingState";
import { Panel } from "./Panel";

interface Props<T> {
  title: string;
  intro: string;
  settings: UseQueryResult<T>;
  children: (settings: T) => ReactNode;
}

export function SettingsPanel<T>({ title, intro, settings, children }: Props<T>) {
  const id = useId();
  return (
    <Panel id={`${id}-heading`} title={title}>
      <p className="mt-1 text-sm text-slate-mid">{intro}</p>
      {settings.isPending ? (
        <LoadingState label={adminStrings.loading} />
      ) : settings.isError ? (
        <LoadError error={settings.error} />
      ) : (
        children(settings.data)
      )}
    </Panel>
  );
}
