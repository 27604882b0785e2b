/**
 * Renders the PWA icons in public/icons from public/favicon.svg with the local Chromium (no network, no image
 * library). Run after changing the logo: `npx node e2e/tools/render-icons.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));
const svg = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
/** Full-bleed variant for maskable and Apple icons: square background, glyphs shrunk into the safe zone. */
const fullBleed = svg
  .replace('rx="15"', 'rx="0"')
  .replace(/(<path[\s\S]*<\/svg>)/, '<g transform="translate(9 9) scale(0.72)">$1')
  .replace('</svg>', '</g></svg>');
const toDataUrl = (text: string) => `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`;

const icons: readonly { size: number; file: string; source: string }[] = [
  { size: 192, file: 'icon-192.png', source: svg },
  { size: 512, file: 'icon-512.png', source: svg },
  { size: 512, file: 'icon-maskable-512.png', source: fullBleed },
  { size: 180, file: 'apple-touch-icon.png', source: fullBleed },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
try {
  for (const { size, file, source } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${toDataUrl(source)}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.screenshot({ path: path.join(root, 'public/icons', file), omitBackground: true });
    await page.close();
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
