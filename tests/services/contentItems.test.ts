import { afterEach, describe, expect, it, vi } from 'vitest';
import { failNext } from '../../src/mocks/node';
import * as contentItems from '../../src/services/contentItems';
import { ServiceError } from '../../src/services/result';
import { signIn, setupDemoBackend } from './helpers';

const backend = setupDemoBackend({ rest: 'pglite' });
const { server } = backend;

async function storedRows(contentId: string) {
  return (await backend.rows('content_items')).filter((r) => r.content_id === contentId);
}

const ADMIN = 'admin@example.com';

afterEach(() => {
  vi.restoreAllMocks();
});

async function saveError(promise: Promise<void>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('expected save to throw');
}

describe('contentItems.get', () => {
  it('is null when nothing is stored, without a failed (406) request for the browser to log', async () => {
    const warn = vi.spyOn(console, 'warn');
    const statuses: number[] = [];
    const record = ({ response }: { response: Response }) => statuses.push(response.status);
    server.events.on('response:mocked', record);
    try {
      expect(await contentItems.get('article', 'aktiebolag')).toBeNull();
    } finally {
      server.events.removeListener('response:mocked', record);
    }
    expect(statuses).toEqual([200]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('returns content and title to anyone', async () => {
    expect(await contentItems.get('demo', 'valkommen')).toEqual({
      content: expect.stringContaining('demoläge') as unknown as string,
      title: 'Demoläge',
    });
  });

  it('logs other failures by kind only and returns null', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failNext({ method: 'GET', path: '/rest/v1/content_items' }, { status: 500 });
    expect(await contentItems.get('demo', 'valkommen')).toBeNull();
    expect(warn).toHaveBeenCalledWith('[startklar] contentItems.get failed: server XX000 500');
  });
});

describe('contentItems.save', () => {
  it('an admin inserts, then updates content, title and updated_at', async () => {
    await signIn(ADMIN);
    await contentItems.save('article', 'aktiebolag', 'Första', 'Aktiebolag');
    expect(await contentItems.get('article', 'aktiebolag')).toEqual({
      content: 'Första',
      title: 'Aktiebolag',
    });
    const before = Date.parse(String((await storedRows('aktiebolag'))[0]?.updated_at));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await contentItems.save('article', 'aktiebolag', 'Andra', 'Aktiebolag (AB)');
    expect(await contentItems.get('article', 'aktiebolag')).toEqual({
      content: 'Andra',
      title: 'Aktiebolag (AB)',
    });
    const rows = await storedRows('aktiebolag');
    expect(rows).toHaveLength(1);
    expect(Date.parse(String(rows[0]?.updated_at))).toBeGreaterThan(before);
  });

  it('a signed-in non-admin is refused for inserts (42501) and updates (no rows)', async () => {
    await signIn('vanlig@example.com');
    expect(await saveError(contentItems.save('article', 'aktiebolag', 'x', 'y'))).toMatchObject({
      kind: 'forbidden',
      code: '42501',
    });
    expect((await saveError(contentItems.save('demo', 'valkommen', 'x', 'y'))).kind).toBe(
      'forbidden',
    );
    expect((await contentItems.get('demo', 'valkommen'))?.title).toBe('Demoläge');
  });

  it('a visitor is refused', async () => {
    expect((await saveError(contentItems.save('article', 'aktiebolag', 'x', null))).kind).toBe(
      'forbidden',
    );
  });

  it('rethrows failures as ServiceError (500, network)', async () => {
    await signIn(ADMIN);
    failNext({ method: 'POST', path: '/rest/v1/content_items' }, { status: 500 });
    expect((await saveError(contentItems.save('article', 'ny', 'x', null))).kind).toBe('server');
    failNext({ method: 'PATCH', path: '/rest/v1/content_items' }, { network: true });
    expect((await saveError(contentItems.save('demo', 'valkommen', 'x', null))).kind).toBe(
      'network',
    );
    failNext({ method: 'GET', path: '/rest/v1/content_items' }, { status: 500 });
    expect((await saveError(contentItems.save('demo', 'valkommen', 'x', null))).kind).toBe(
      'server',
    );
  });
});

describe('contentItems.getMany', () => {
  it('returns the stored rows of the ids asked for, to anyone; nothing for no ids', async () => {
    await signIn(ADMIN);
    await contentItems.save('blog-meta', 'a-title', 'A', null);
    await contentItems.save('blog-meta', 'b-title', 'B', null);
    await contentItems.save('article', 'a-title', 'annan typ', null);
    expect(await contentItems.getMany('blog-meta', [])).toEqual([]);
    const rows = await contentItems.getMany('blog-meta', ['a-title', 'b-title', 'c-title']);
    expect(rows.map((r) => [r.content_id, r.content]).sort()).toEqual([
      ['a-title', 'A'],
      ['b-title', 'B'],
    ]);
  });

  it('logs failures by kind only and returns an empty list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failNext({ method: 'GET', path: '/rest/v1/content_items' }, { status: 500 });
    expect(await contentItems.getMany('blog-meta', ['a-title'])).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[startklar] contentItems.getMany failed: server XX000 500');
  });
});
