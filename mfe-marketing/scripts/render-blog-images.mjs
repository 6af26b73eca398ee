// Renders the blog's cover illustrations (SVG drawn here) to JPEG and WebP with the local Chromium,
// so the build ships raster images with a WebP variant and no external URLs. Re-run after editing:
//   node mfe-marketing/scripts/render-blog-images.mjs
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

const OUT = fileURLToPath(new URL('../src/assets/blog/', import.meta.url));
const W = 960;
const H = 540;

/** One motif per article: what the cover suggests, drawn with simple shapes. */
const motifs = {
  // A ticked checkbox growing into a group of people: compliance becoming culture.
  'checkbox-to-culture': `<rect x="150" y="170" width="200" height="200" rx="28" fill="none" stroke="#fff" stroke-width="18"/>
    <path d="M190 270l45 45 85-95" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M400 270h110" stroke="#fff" stroke-width="10" stroke-dasharray="16 14"/>
    ${[0, 1, 2].map((i) => `<circle cx="${610 + i * 110}" cy="${225 + (i % 2) * 30}" r="38" fill="#fff" opacity="${0.95 - i * 0.15}"/><rect x="${568 + i * 110}" y="${275 + (i % 2) * 30}" width="84" height="90" rx="40" fill="#fff" opacity="${0.95 - i * 0.15}"/>`).join('')}`,
  // Two rising bar groups, one racing ahead: adoption outpacing readiness.
  'uae-ai-adoption': `${[0, 1, 2, 3, 4].map((i) => `<rect x="${170 + i * 70}" y="${400 - (i + 1) * 50}" width="44" height="${(i + 1) * 50}" rx="8" fill="#fff"/>`).join('')}
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${560 + i * 50}" y="${400 - (i + 1) * 22}" width="32" height="${(i + 1) * 22}" rx="6" fill="#fff" opacity="0.55"/>`).join('')}
    <path d="M150 420h660" stroke="#fff" stroke-width="6"/>`,
  // A document with a seal: evidence and proof.
  'prove-pdpl-compliance': `<rect x="330" y="90" width="300" height="370" rx="22" fill="#fff"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="370" y="${140 + i * 42}" width="${220 - (i % 2) * 60}" height="14" rx="7" fill="#9cc9b6"/>`).join('')}
    <circle cx="600" cy="410" r="70" fill="#f3c969"/><path d="M570 410l22 22 40-44" fill="none" stroke="#1f3b2f" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  // A megaphone with a consent toggle: marketing with permission.
  'sales-marketing-pdpl': `<path d="M220 230l260-90v260l-260-90z" fill="#fff"/><rect x="170" y="225" width="60" height="90" rx="14" fill="#fff"/>
    <path d="M520 210q40 60 0 120M560 180q70 90 0 180" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round"/>
    <rect x="620" y="240" width="170" height="70" rx="35" fill="#fff" opacity="0.35"/><circle cx="755" cy="275" r="28" fill="#fff"/>`,
  // A screen with a speaker and chat bubbles: a webinar.
  'webinar-recap': `<rect x="200" y="110" width="560" height="320" rx="24" fill="#fff"/><circle cx="400" cy="240" r="46" fill="#6b8fd6"/>
    <rect x="340" y="300" width="120" height="80" rx="40" fill="#6b8fd6"/>
    <rect x="510" y="170" width="200" height="48" rx="24" fill="#dbe4f7"/><rect x="540" y="240" width="170" height="48" rx="24" fill="#dbe4f7"/>
    <rect x="420" y="440" width="120" height="20" rx="10" fill="#fff"/>`,
  // A compass: leaders steering ahead.
  'smart-leaders': `<circle cx="480" cy="270" r="175" fill="none" stroke="#fff" stroke-width="18"/>
    <path d="M480 130l45 140-45 140-45-140z" fill="#fff"/><path d="M480 130l45 140h-90z" fill="#f3c969"/>
    <circle cx="480" cy="270" r="18" fill="#3b2a55"/>`,
  // An hourglass beside rising coins: the cost of waiting.
  'hidden-costs': `<path d="M260 120h160M260 420h160M280 120q0 110 60 150q-60 40-60 150M400 120q0 110-60 150q60 40 60 150" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round"/>
    <path d="M300 390q40-40 80 0z" fill="#f3c969"/>
    ${[0, 1, 2, 3].map((i) => `<ellipse cx="620" cy="${410 - i * 38}" rx="90" ry="24" fill="#f3c969" stroke="#7a4b12" stroke-width="4"/>`).join('')}
    ${[0, 1].map((i) => `<ellipse cx="740" cy="${410 - i * 38}" rx="60" ry="18" fill="#f3c969" stroke="#7a4b12" stroke-width="4"/>`).join('')}`,
  // A shield with a rising arrow: early compliance as an advantage.
  'early-compliance': `<path d="M480 90l170 60v110c0 110-80 170-170 200c-90-30-170-90-170-200V150z" fill="#fff"/>
    <path d="M400 330l60-60 40 40 80-90" fill="none" stroke="#0b7a55" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M545 215h40v40" fill="none" stroke="#0b7a55" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>`,
};

const palettes = {
  'checkbox-to-culture': ['#075238', '#0b7a55'],
  'uae-ai-adoption': ['#12355b', '#2a6f97'],
  'prove-pdpl-compliance': ['#1f3b2f', '#3f7d63'],
  'sales-marketing-pdpl': ['#7a2e3a', '#c0504d'],
  'webinar-recap': ['#24336b', '#3f5fb0'],
  'smart-leaders': ['#3b2a55', '#6a4c93'],
  'hidden-costs': ['#5b3a10', '#a8641c'],
  'early-compliance': ['#0d4d3a', '#1d9a72'],
};

function svg(slug) {
  const [from, to] = palettes[slug];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#g)"/>
    <circle cx="880" cy="60" r="180" fill="#fff" opacity="0.06"/><circle cx="60" cy="500" r="140" fill="#fff" opacity="0.06"/>
    ${motifs[slug]}</svg>`;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const slug of Object.keys(motifs)) {
    const encoded = await page.evaluate(
      async ({ markup, w, h }) => {
        const img = new Image();
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = w;
        canvas.height = h;
        canvas.getContext('2d').drawImage(img, 0, 0);
        return { jpg: canvas.toDataURL('image/jpeg', 0.85), webp: canvas.toDataURL('image/webp', 0.8) };
      },
      { markup: svg(slug), w: W, h: H },
    );
    for (const [ext, url] of Object.entries(encoded)) {
      writeFileSync(`${OUT}${slug}.${ext}`, Buffer.from(url.split(',')[1], 'base64'));
    }
  }
} finally {
  await browser.close();
}
