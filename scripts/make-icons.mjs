// Draws the app icons of the web app manifest (issue 16) from the Homestay
// mark (src/web/public/favicon.svg, the same paths as LogoMark in
// src/web/components/brand/logo.tsx) with sharp. The PNGs are committed under
// src/web/public/icons/; run this again only when the mark changes:
//   node scripts/make-icons.mjs
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'src/web/public/icons');

// The brand's terracotta (--primary of the light scheme in src/web/styles.css).
const BRAND = '#b14e27';

// The house and heart of the mark, on a 48-unit grid.
const markPaths = `
  <path d="M10 23.5 24 11.5l14 12" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M14.5 21v14.5a2.5 2.5 0 0 0 2.5 2.5h14a2.5 2.5 0 0 0 2.5-2.5V21" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M24 33.5c-3.9-2.6-6-4.7-6-7.1a3.1 3.1 0 0 1 6-1.1 3.1 3.1 0 0 1 6 1.1c0 2.4-2.1 4.5-6 7.1Z" fill="#f3c9a8"/>`;

/** The tile as the favicon draws it: rounded corners, transparent outside. */
const roundedTile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">
  <rect width="48" height="48" rx="12" fill="${BRAND}"/>${markPaths}
</svg>`;

/**
 * Full-bleed square for launchers that cut their own shape (purpose
 * 'maskable') and for iOS, which rounds the corners itself. The mark is
 * shrunk to 72 % so it stays inside the safe zone (the centred circle of 80 %
 * diameter every mask keeps).
 */
const fullBleed = (scale) => {
  const offset = (48 - 48 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">
  <rect width="48" height="48" fill="${BRAND}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${markPaths}</g>
</svg>`;
};

const icons = [
  { file: 'icon-192.png', size: 192, svg: roundedTile },
  { file: 'icon-512.png', size: 512, svg: roundedTile },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.72) },
  // iOS draws no transparency (it would be black) and masks the corners itself.
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed(0.8) },
];

await fs.mkdir(outDir, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 48 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, icon.file));
  console.log(`src/web/public/icons/${icon.file} (${icon.size}×${icon.size})`);
}
