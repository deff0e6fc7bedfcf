/**
 * Debian's Chromium as every browser run of the project starts it (Playwright's tests, the bench,
 * screenshots): nothing downloads a browser, and it makes no requests of its own.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
