/**
 * Renders the brand mark (public/favicon.svg) as the PNG e-mails show beside the name: mail
 * clients do not display SVG. Run: `npx tsx scripts/art/render-email-mark.ts`, then commit it.
 */
import sharp from "sharp";

const SIZE = 96; // shown at 48 px: sharp on high-density screens

await sharp("public/favicon.svg", { density: 300 })
  .resize(SIZE, SIZE)
  .png({ compressionLevel: 9 })
  .toFile("public/email/mark.png");
