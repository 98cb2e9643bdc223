/**
 * Idle periods for the test browser's pages. Astro's `client:idle` wakes the lead forms from
 * `requestIdleCallback`, and Blink begins an idle period after a frame, or once the compositor says
 * no frame is coming. The headless shell the suite runs on (scripts/lib/chromium.ts) sometimes says
 * neither after a page's last frame: 1 or 2 of 32 loads of /quote kept their idle callback waiting
 * for as long as they were watched (8 s, the page visible, nothing animating), and one asked-for
 * animation frame released it within 250 ms (docs/quality.md, "Tenth round").
 *
 * So while one of the page's idle callbacks waits, the page asks for a frame every 250 ms, giving
 * the scheduler the frame after which it begins an idle period. The callback still runs only when
 * the browser finds the main thread idle, from its own scheduler: a busy or CPU-throttled page wakes
 * no earlier. (A cancelled idle callback would keep it asking; Astro never cancels one.)
 */
export function askForFramesWhileIdleCallbacksWait(): void {
  const requestIdleCallback = window.requestIdleCallback.bind(window);
  window.requestIdleCallback = (callback, options) => {
    let ran = false;
    const askForFrame = () => {
      if (ran) return;
      requestAnimationFrame(() => {});
      setTimeout(askForFrame, 250);
    };
    setTimeout(askForFrame, 250);
    return requestIdleCallback((deadline) => {
      ran = true;
      callback(deadline);
    }, options);
  };
}
