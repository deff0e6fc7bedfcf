/**
 * Edits published into the site (scripts/published-edits.ts): the build reads the stored texts of
 * a project (here a local stand-in for its REST API) and bakes them into the bodies and the blog
 * metadata; the server build uses the same reading; an unreachable project leaves the shipped
 * texts with a warning; demo builds and tests read nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { publishedEdits, type PublishedRow } from '../../scripts/published-edits.ts';

const ROWS: PublishedRow[] = [
  { type: 'article', content_id: 'aktiebolag', content: '# Aktiebolag\n\nRedigerad text.' },
  { type: 'blog-post', content_id: 'forsta-kunden', content: 'Redigerat inlägg.' },
  { type: 'blog-meta', content_id: 'forsta-kunden-title', content: 'Ny titel' },
];
const KEY = 'anon-key';

let server: Server;
let url = '';
let requests: { url: string; apikey: string | undefined }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: ROWS };
let dir = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', apikey: request.headers.apikey as string | undefined });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), 'published-edits-'));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  requests = [];
  answer = { status: 200, body: ROWS };
});

const META = '/repo/src/content/blog/publishedMeta.ts';
const BODY = (kind: 'articles' | 'blog', id: string) =>
  `/repo/src/content/${kind}/bodies/${id}.txt?raw`;

/** Runs the plugin's hooks as a build would; returns the warnings and a loader. */
async function build(options: { ssr?: boolean; mode?: string; env?: Record<string, string> }) {
  const plugin = publishedEdits({
    env: options.env ?? { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: KEY },
    mode: options.mode ?? 'production',
    cacheFile: join(dir, 'published-edits.json'),
    timeoutMs: 2_000,
  });
  const warnings: string[] = [];
  const hook = <K extends keyof Plugin>(name: K) => plugin[name] as (...args: unknown[]) => unknown;
  hook('configResolved')({ build: { ssr: options.ssr ?? false } });
  await hook('buildStart').call({ warn: (message: string) => warnings.push(message) }, {});
  const load = async (id: string) => (await hook('load')(id)) as string | null;
  return { warnings, load };
}

describe('edits published into the site', () => {
  it('an edited body replaces the shipped one; others and the metadata follow the project', async () => {
    const { warnings, load } = await build({});
    expect(warnings).toEqual([]);
    expect(await load(BODY('articles', 'aktiebolag'))).toBe(
      `export default ${JSON.stringify('# Aktiebolag\n\nRedigerad text.')};`,
    );
    expect(await load(BODY('blog', 'forsta-kunden'))).toBe(
      `export default ${JSON.stringify('Redigerat inlägg.')};`,
    );
    // Not edited: the shipped file is loaded as usual.
    expect(await load(BODY('articles', 'enskild-firma'))).toBeNull();
    expect(await load(META)).toBe(
      `export const PUBLISHED_META = ${JSON.stringify([
        { content_id: 'forsta-kunden-title', content: 'Ny titel' },
      ])};`,
    );
    // One read, with the anon key, of the public types only.
    expect(requests).toHaveLength(1);
    expect(requests[0]?.apikey).toBe(KEY);
    expect(decodeURIComponent(requests[0]?.url ?? '')).toContain(
      '/rest/v1/content_items?select=type,content_id,content&type=in.(article,blog-post,blog-meta)',
    );
  });

  it('the server build prerenders from the same reading, even if the project changed since', async () => {
    await build({});
    answer = { status: 200, body: [] };
    const { load } = await build({ ssr: true });
    expect(requests).toHaveLength(1);
    expect(await load(BODY('articles', 'aktiebolag'))).toContain('Redigerad text.');
  });

  it.each([
    ['an error status', { status: 503, body: { message: 'down' } }, 'HTTP 503'],
    ['an answer that is no list', { status: 200, body: { rows: [] } }, 'not a list of rows'],
  ])('%s: the shipped texts, and a warning', async (_name, failure, reason) => {
    answer = failure;
    const { warnings, load } = await build({});
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(reason);
    expect(warnings[0]).toContain('the site is built with the texts it ships with');
    expect(await load(BODY('articles', 'aktiebolag'))).toBeNull();
    expect(await load(META)).toBe('export const PUBLISHED_META = [];');
  });

  it('an unreachable project: the shipped texts, and a warning', async () => {
    const { warnings, load } = await build({
      env: { VITE_SUPABASE_URL: 'http://127.0.0.1:9', VITE_SUPABASE_ANON_KEY: KEY },
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('could not be read from http://127.0.0.1:9');
    expect(await load(BODY('articles', 'aktiebolag'))).toBeNull();
  });

  it.each([
    ['the demo build', { mode: 'demo' }],
    ['tests', { mode: 'test' }],
    ['a build without a project', { env: {} }],
  ])('%s read nothing and publish nothing', async (_name, options) => {
    const { warnings, load } = await build(options);
    expect(requests).toEqual([]);
    expect(warnings).toEqual([]);
    expect(await load(BODY('articles', 'aktiebolag'))).toBeNull();
    // The module as it is in src: nothing published.
    expect(await load(META)).toBeNull();
  });
});
