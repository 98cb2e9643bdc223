/**
 * Imported for its effect by every function that composes mail inside a transaction (all but the
 * customer's pages): React Email loads with the function, as a static import did, so no
 * transaction ever waits for its import (renderer.ts says why the customer's pages differ).
 */
import * as components from "@react-email/components";
import { render } from "@react-email/render";
import { provideEmailRenderer } from "./renderer";

provideEmailRenderer(render, components);
