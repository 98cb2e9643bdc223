/**
 * Share button of an article: the Web Share API where the browser has it, else the link is
 * copied to the clipboard. Delegated from the document so an article rendered client-side (the
 * not-found page) gets it too.
 */
const COPIED = "Link copied";
const FAILED = "Copy the address bar to share";

document.addEventListener("click", async (event) => {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>("[data-share-button]");
  if (!button) return;
  const url = window.location.href;
  const title = button.dataset.shareTitle ?? document.title;
  const status = button.parentElement?.querySelector<HTMLElement>("[data-share-status]");
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // The visitor closed the share sheet: nothing to do.
      if ((error as DOMException).name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    if (status) status.textContent = COPIED;
  } catch {
    if (status) status.textContent = FAILED;
  }
});
