/** scripts/security-headers.mjs: the site's security headers and each page's policy. */
export type Header = [name: string, value: string];
export interface HeaderRule {
  pattern: string;
  headers: Header[];
}
export function scriptHash(text: string): string;
export function inlineScripts(html: string): string[];
export function pagePolicy(options: {
  scripts: string[];
  backendOrigin: string | null;
  /** The page shows the CAPTCHA widget (Turnstile's script and frame). */
  captcha?: boolean;
}): string;
/** Cloudflare Turnstile's origin. */
export const TURNSTILE_ORIGIN: string;
/** The pages whose policy lets Turnstile in when the build has a CAPTCHA site key. */
export const CAPTCHA_PAGES: string[];
export function afterCharset(html: string, tags: string): string;
export function withPagePolicy(
  html: string,
  backendOrigin: string | null,
  options?: { captcha?: boolean },
): string;
export const HEADER_POLICY: string;
export const SECURITY_HEADERS: Header[];
export const ASSET_CACHE: string;
export const PAGE_CACHE: string;
export function headersFile(pagePaths: readonly string[]): string;
export function parseHeadersFile(text: string): HeaderRule[];
export function matchesPattern(pattern: string, path: string): boolean;
export function headersFor(rules: readonly HeaderRule[], path: string): Header[];
