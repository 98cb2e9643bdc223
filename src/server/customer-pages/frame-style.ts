/**
 * The frame's sheet for every page the server draws for a customer (issue 34 item 13): the site's
 * fonts, palette (src/styles/global.css tokens), the dark hours strip, the light header with the
 * mark and wordmark, and the dark footer, as on the public site. Each page adds its own rules after
 * it, and the page's CSP allows the whole sheet by its hash.
 */
import { FONT_FACES, SANS, SERIF } from "./fonts";

export const FRAME_STYLE = [
  FONT_FACES,
  ":root{--slate:#1f2933;--slate-deep:#323f4b;--slate-2:#52606d;--slate-soft:#9aa5b1;--line:#d9dee3;--mist:#eef1f3;",
  "--paper:#faf8f4;--paper-deep:#f3efe7;--card:#fff;--copper:#b87333;--copper-text:#8a4f1d;--copper-dark:#6e3d14;--copper-light:#e0a26a}",
  `*{box-sizing:border-box}body{margin:0;background:var(--paper);color:var(--slate);font:1.0625rem/1.6 ${SANS};`,
  "display:flex;flex-direction:column;min-height:100vh;overflow-wrap:anywhere}main{flex:1}",
  `h1,h2,h3,.serif{font-family:${SERIF};line-height:1.25;font-weight:600;letter-spacing:-.01em}`,
  "h1{font-size:1.875rem;margin:0 0 .5rem}h2{font-size:1.4rem;margin:2rem 0 .75rem}h3{font-size:1.15rem;margin:0 0 .5rem}",
  "a{color:var(--copper-text)}.wrap{max-width:50rem;margin:0 auto;padding:0 1rem}.frame{max-width:72rem;margin:0 auto;padding:0 1rem}",
  ".strip{background:var(--slate);color:var(--line);font-size:.875rem}.strip .frame{display:flex;flex-wrap:wrap;gap:.25rem 1.5rem;justify-content:space-between;padding:.45rem 1rem}",
  ".strip p{margin:0}.strip strong{color:var(--copper-light);font-weight:600}.strip a{color:#fff;font-weight:600;text-decoration:none}",
  "@media (max-width:47.99rem){.strip{display:none}}",
  ".top{background:rgba(250,248,244,.96);border-bottom:1px solid var(--line)}",
  ".top .frame{display:flex;gap:.75rem 1.5rem;justify-content:space-between;align-items:center;min-height:4.5rem;padding:.5rem 1rem;flex-wrap:wrap}",
  ".logo{display:flex;align-items:center;gap:.75rem;text-decoration:none;color:var(--slate)}.logo svg{flex-shrink:0}",
  `.word{display:flex;flex-direction:column;line-height:1}.word .name{font-family:${SERIF};font-size:1.125rem;font-weight:600;letter-spacing:-.01em}`,
  ".word .tag{margin-top:.3rem;font-size:.75rem;letter-spacing:.025em;color:var(--slate-2)}",
  ".call{display:inline-flex;align-items:center;min-height:44px;padding:.5rem 1rem;border-radius:6px;background:var(--copper-dark);",
  "color:#fff;font-weight:600;text-decoration:none;white-space:nowrap}.call:hover{background:var(--slate)}",
  // On a phone the button says "Call" beside the wordmark; the number stays in its name for screen readers.
  "@media (max-width:29.99rem){.call .number{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}}",
  "main{padding:1.5rem 0 3rem}",
  ".site-footer{background:var(--slate);color:var(--line);font-size:.9375rem;margin-top:2rem}.site-footer a{color:#fff}",
  ".site-footer .frame{padding:2.5rem 1rem 1.5rem}.site-footer .logo{color:#fff}.site-footer .word .tag{color:var(--slate-soft)}",
  ".site-footer ul{list-style:none;padding:0;margin:1.25rem 0 0;display:grid;gap:.4rem}.site-footer .about{max-width:36rem;margin:1rem 0 0}",
  ".site-footer .legal{border-top:1px solid rgba(255,255,255,.1);margin-top:2rem;padding-top:1.25rem;color:var(--slate-soft);font-size:.875rem}",
  ".site-footer .legal p{margin:.25rem 0}.muted{color:var(--slate-soft)}",
  "@media print{.strip{display:none}.top{background:#fff;border-bottom:2px solid #000}.call{background:#fff;color:#000;padding:0}",
  ".site-footer{background:#fff;color:#000;border-top:1px solid #000}.site-footer a,.site-footer .logo,.site-footer .muted,.site-footer .legal{color:#000}}",
].join("");
