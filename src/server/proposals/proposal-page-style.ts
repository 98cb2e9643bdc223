/**
 * The proposal page's one inline stylesheet: the customer pages' frame (the site's fonts, palette,
 * header and footer: FRAME_STYLE) and the document's own rules, phone first, and its print sheet: no header
 * actions or forms, each option on its own page, so "Save as PDF" gives a clean document. The CSP
 * allows this sheet by its hash, photos from this site, and forms posting only to this site.
 */
import { FRAME_STYLE } from "../customer-pages/frame-style";
import { customerPageCsp } from "../customer-pages/shell";

export const PROPOSAL_STYLE = [
  FRAME_STYLE,
  ".meta{color:var(--slate-2);margin:0}.card{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:1rem;margin:1rem 0}",
  ".card>h2:first-child{margin-top:0}.notice{border-left:4px solid var(--copper);background:#fff;padding:.75rem 1rem;margin:1rem 0}",
  ".banner{margin-top:0;background:#e6f4ea;border-left-color:#1e5631;font-weight:600}.banner:focus{outline:3px solid var(--copper-dark);outline-offset:2px}",
  "[role=alert]{border:2px solid #b91c1c;border-radius:6px;padding:.5rem 1rem;background:#fff}.error{color:#b91c1c;margin:.25rem 0 0}",
  ".photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:.5rem}.photos img{width:100%;height:auto;border-radius:6px;display:block}",
  "table{width:100%;border-collapse:collapse;font-size:.95rem}th,td{padding:.4rem .3rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}",
  ".num{text-align:right;white-space:nowrap}.totals th{font-weight:400}.totals .grand th,.totals .grand td{font-weight:700;border-top:2px solid var(--slate)}",
  ".per{display:none}@media (max-width:40rem){.lines .unit,.lines .qty{display:none}.per{display:block;color:var(--slate-2);font-size:.875rem}}",
  ".chosen{background:#e6f4ea;color:#1e5631;border-radius:999px;padding:.1rem .6rem;font-size:.875rem;font-weight:600;align-self:center}",
  ".option-title{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}.option-total{font-weight:700;white-space:nowrap}",
  // Two or three options compare side by side on a desktop, wider than the text column; each line's
  // quantity and unit price go under its description there, as on a phone.
  "@media (min-width:64rem){.options-2,.options-3{display:grid;grid-template-columns:repeat(auto-fit,minmax(0,1fr));gap:1rem;align-items:start;",
  "position:relative;left:50%;width:min(72rem,calc(100vw - 2rem));transform:translateX(-50%)}.options-2 .option,.options-3 .option{margin:0}",
  ".options-2 .lines .unit,.options-2 .lines .qty,.options-3 .lines .unit,.options-3 .lines .qty{display:none}.options-2 .per,.options-3 .per{display:block;color:var(--slate-2);font-size:.875rem}",
  ".options-3 .option-total{font-size:1.25rem;color:var(--copper-dark)}}",
  "label,legend{display:block;font-weight:600;margin-top:1rem}fieldset{border:0;padding:0;margin:0}.hint{font-weight:400;color:var(--slate-2);margin:0}",
  "input[type=text],select,textarea{display:block;width:100%;font:inherit;padding:.6rem;border:1px solid var(--slate-2);border-radius:6px;background:#fff}",
  ".choice{display:flex;gap:.6rem;align-items:flex-start;font-weight:400;margin-top:.5rem}.choice input{margin-top:.35rem;width:1.15rem;height:1.15rem}",
  "button,.button{display:inline-block;margin-top:1.25rem;font:inherit;font-weight:600;padding:.8rem 1.5rem;min-height:44px;background:var(--copper-dark);color:#fff;border:0;border-radius:6px;text-decoration:none;cursor:pointer}",
  "button.quiet{background:#fff;color:var(--slate);border:1px solid var(--slate-2)}details{margin:1rem 0}summary{cursor:pointer;font-weight:600;padding:.5rem 0}",
  // The notices the law asks for in bold of at least 10 point (decision 045): bold, never below 1rem.
  ".contract h3{margin-top:1.5rem}.legal-notice{font-weight:700;font-size:1rem;border:2px solid var(--slate);border-radius:6px;padding:.75rem 1rem;margin:1rem 0}.legal-notice h3{margin-top:0}",
  ".record th{width:40%;font-weight:600}.hash{word-break:break-all;font-family:ui-monospace,monospace;font-size:.85rem}",
  "@media print{@page{margin:16mm}body{background:#fff;font-size:11pt}.actions,.no-print,details,form{display:none!important}",
  ".card{border:0;padding:0}.option{break-before:page}.option:first-of-type{break-before:auto}",
  "table,tr,img{break-inside:avoid}a{color:#000;text-decoration:none}}",
].join("");

export const PROPOSAL_PAGE_CSP = customerPageCsp(PROPOSAL_STYLE);

/** The owner's preview: the same policy, but the console (this origin) may frame it. */
export const PROPOSAL_PREVIEW_CSP = customerPageCsp(PROPOSAL_STYLE, "'self'");
