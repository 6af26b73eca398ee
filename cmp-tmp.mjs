import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
// Compare two PNGs in the browser: the bounding box of differing pixels.
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage();
for (const w of [390, 1280]) {
  const a = readFileSync(`/tmp/shot-4390-${w}.png`).toString('base64'), c = readFileSync(`/tmp/shot-4391-${w}.png`).toString('base64');
  const r = await p.evaluate(async ([a, c]) => {
    const load = (s) => new Promise((res) => { const i = new Image(); i.onload = () => res(i); i.src = 'data:image/png;base64,' + s; });
    const [i1, i2] = await Promise.all([load(a), load(c)]);
    if (i1.width !== i2.width || i1.height !== i2.height) return `size ${i1.width}x${i1.height} vs ${i2.width}x${i2.height}`;
    const cv = (i) => { const x = new OffscreenCanvas(i.width, i.height).getContext('2d'); x.drawImage(i, 0, 0); return x.getImageData(0, 0, i.width, i.height).data; };
    const d1 = cv(i1), d2 = cv(i2); let n = 0, minY = 1e9, maxY = -1;
    for (let k = 0; k < d1.length; k += 4) if (d1[k] !== d2[k] || d1[k + 1] !== d2[k + 1] || d1[k + 2] !== d2[k + 2]) { n++; const y = Math.floor(k / 4 / i1.width); minY = Math.min(minY, y); maxY = Math.max(maxY, y); }
    return `${n} px differ, rows ${minY}-${maxY}`;
  }, [a, c]);
  console.log(w, r);
}
await b.close();
