import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto('http://localhost:4651/statecharts', { waitUntil: 'networkidle' });
await page.waitForTimeout(2500);
console.log(await page.locator('svg[data-machine]').evaluateAll(els => els.map(e => `${e.getAttribute('data-machine')} w=${e.getAttribute('width')} h=${e.getAttribute('height')} vb=${e.getAttribute('viewBox')} client=${e.clientWidth}x${e.clientHeight}`).join('\n')));
await browser.close();
