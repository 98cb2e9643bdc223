/**
 * "Do we serve your town?" (issue 34, item 16): a client-only island inside a closed <details>
 * (ServiceAreaQuestion.astro) that fetches its form's code only when the visitor opens the
 * question, so the page loads no more script than before. Without script the question still opens
 * on the list of towns and ZIP codes drawn on the server.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";

const ServiceAreaForm = lazy(() => import("./forms/ServiceAreaForm"));

export default function ServiceAreaCheck() {
  const anchor = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const details = anchor.current?.closest("details");
    if (!details) return;
    const follow = () => setOpen(details.open);
    follow();
    details.addEventListener("toggle", follow);
    return () => details.removeEventListener("toggle", follow);
  }, []);
  return (
    <span ref={anchor} className="block">
      {open && (
        <Suspense fallback={null}>
          <ServiceAreaForm />
        </Suspense>
      )}
    </span>
  );
}
