/**
 * Around a console screen loaded with its route: when the screen's code cannot be fetched (offline
 * and not yet cached, or a new deploy removed the old file), "Couldn't reach the server." and Retry,
 * which loads the console again. Any other error passes on, as without this boundary.
 */
import { Component, type ReactNode } from "react";
import { ServerUnreachableError } from "../../../shared/api";
import { LoadError } from "./LoadError";

/** What browsers throw for a module that did not load (Chromium, Firefox, Safari), and Vite's preload helper. */
const MODULE_NOT_LOADED = /dynamically imported module|importing a module script failed|unable to preload/i;

export function isModuleLoadError(error: unknown): boolean {
  return error instanceof Error && MODULE_NOT_LOADED.test(error.message);
}

export class ScreenLoadBoundary extends Component<{ children: ReactNode }, { failed: unknown }> {
  override state: { failed: unknown } = { failed: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { failed: error };
  }

  override render() {
    const { failed } = this.state;
    if (failed === undefined) return this.props.children;
    if (!isModuleLoadError(failed)) throw failed;
    return <LoadError error={new ServerUnreachableError(false)} padded onRetry={() => window.location.reload()} />;
  }
}
