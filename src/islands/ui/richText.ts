/**
 * Typography for admin-authored HTML bodies (posts and projects), applied to the container so
 * the sanitised markup needs no classes of its own. Measure stays under 75 characters.
 */
export const richTextClass = [
  "max-w-[68ch] text-[1.0625rem] leading-relaxed text-slate-deep",
  "[&_p]:my-5 [&_ul]:my-5 [&_ol]:my-5 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:my-1.5",
  "[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:text-slate-ink",
  "[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:font-serif [&_h3]:text-xl [&_h3]:text-slate-ink",
  "[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-slate-ink",
  "[&_a]:font-medium [&_a]:text-copper-dark [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-copper-deep",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-copper [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md",
  "[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-base",
  "[&_th]:border-b-2 [&_th]:border-slate-line [&_th]:py-2 [&_th]:pr-4 [&_td]:border-b [&_td]:border-slate-line [&_td]:py-2 [&_td]:pr-4",
  "[&_strong]:font-semibold [&_strong]:text-slate-ink [&_code]:rounded [&_code]:bg-slate-mist [&_code]:px-1",
].join(" ");
