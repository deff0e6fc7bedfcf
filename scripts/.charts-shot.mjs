import { chromium } from '@playwright/test';
const [, , url, out, selector = '', full = '0'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const logs = [];
page.on('console', (m) => logs.push(m.type() + ': ' + m.text()));
page.on('pageerror', (e) => logs.push('pageerror: ' + e.message));
await page.addInitScript(() => localStorage.setItem('cookiePreferences', JSON.stringify({necessary:true,analytics:false,marketing:false})));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(2500);
if (selector) { const el = page.locator(selector); await el.scrollIntoViewIfNeeded(); await el.screenshot({ path: out }); }
else await page.screenshot({ path: out, fullPage: full === '1' });
console.log(await page.title());
console.log(await page.locator('[data-chart]').evaluateAll(els => els.map(e => e.getAttribute('data-chart') + ':' + e.getAttribute('data-layout')).join(' ')));
console.log(logs.join('\n'));
await browser.close();
