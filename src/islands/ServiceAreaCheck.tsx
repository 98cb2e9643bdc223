/**
 * "Do we serve your town?" (issue 34, item 16): hydrated only when the visitor opens the question
 * (client:visible inside a closed <details>, ServiceAreaQuestion.astro), and its form's code is
 * fetched then, so the page loads no more script than before. Without script the question still
 * opens on the list of towns and ZIP codes.
 */
import { lazy, Suspense } from "react";

const ServiceAreaForm = lazy(() => import("./forms/ServiceAreaForm"));

export default function ServiceAreaCheck() {
  return (
    <Suspense fallback={null}>
      <ServiceAreaForm />
    </Suspense>
  );
}
