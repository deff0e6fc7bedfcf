import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext(); const page = await ctx.newPage();
await page.addInitScript(() => localStorage.setItem('cookiePreferences', JSON.stringify({necessary:true,analytics:false,marketing:false})));
await page.goto('http://localhost:4651/statecharts', { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
console.log('elements', await page.evaluate(() => document.querySelectorAll('*').length));
for (const disable of [['target-size'], ['target-size','color-contrast']]) {
  const t = Date.now();
  const r = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa']).disableRules(disable).analyze();
  console.log(disable, Date.now() - t, 'ms', r.violations.map(v => v.id + ':' + v.nodes.length));
}
await browser.close();
