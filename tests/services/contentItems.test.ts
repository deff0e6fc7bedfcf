/**
 * contentItems on Postgres with the real migrations (PGlite behind /rest/v1): the database owns
 * versions, times and authors; a save stores only what began from the current version (a stale
 * save and a second first save are conflicts, never silent overwrites); every save is a revision
 * that only admins read; nobody writes the bookkeeping or the history.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failNext } from '../../src/mocks/node';
import { getSupabase } from '../../src/services/client';
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

async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('expected the call to throw');
}

const draft = (
  contentId: string,
  content: string,
  baseVersion: number | null,
  type = 'article',
): contentItems.SaveInput => ({ type, contentId, content, title: 'Titel', baseVersion });

async function savedVersion(input: contentItems.SaveInput): Promise<number> {
  const outcome = await contentItems.save(input);
  if (outcome.kind !== 'saved') throw new Error(`expected a save, got ${outcome.kind}`);
  return outcome.item.version;
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

  it('returns the text, its title and its version to anyone', async () => {
    expect(await contentItems.get('demo', 'valkommen')).toEqual({
      id: 1,
      content: expect.stringContaining('demoläge') as unknown as string,
      title: 'Demoläge',
      version: 1,
      updatedAt: expect.any(String) as unknown as string,
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
  it('an admin inserts (version 1), then updates from it: the database counts and stamps', async () => {
    const session = await signIn(ADMIN);
    expect(await savedVersion(draft('aktiebolag', 'Första', null))).toBe(1);
    const [first] = await storedRows('aktiebolag');
    // The next save a minute later (the database's clock is the process's).
    const later = Date.parse(String(first?.updated_at)) + 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: later });
    try {
      expect(await savedVersion(draft('aktiebolag', 'Andra', 1))).toBe(2);
    } finally {
      vi.useRealTimers();
    }
    const rows = await storedRows('aktiebolag');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ content: 'Andra', version: 2, updated_by: session.user.id });
    expect(Date.parse(String(rows[0]?.updated_at))).toBe(later);
  });

  it('a save that began from an older version is a conflict with their text; nothing changes', async () => {
    await signIn(ADMIN);
    await savedVersion(draft('aktiebolag', 'Början', null));
    await savedVersion(draft('aktiebolag', 'Deras text', 1));
    const outcome = await contentItems.save(draft('aktiebolag', 'Min gamla text', 1));
    expect(outcome).toEqual({
      kind: 'conflict',
      theirs: expect.objectContaining({ content: 'Deras text', version: 2 }) as unknown,
    });
    expect((await storedRows('aktiebolag'))[0]).toMatchObject({
      content: 'Deras text',
      version: 2,
    });
    // Saving knowingly over theirs names their version.
    expect(await savedVersion(draft('aktiebolag', 'Min gamla text', 2))).toBe(3);
  });

  it('two first saves of the same text: the second is a conflict, not a failure', async () => {
    await signIn(ADMIN);
    const [one, two] = await Promise.all([
      contentItems.save(draft('ny-artikel', 'Först', null)),
      contentItems.save(draft('ny-artikel', 'Också först', null)),
    ]);
    const outcomes = [one, two].map((outcome) => outcome.kind).sort();
    expect(outcomes).toEqual(['conflict', 'saved']);
    const conflict = [one, two].find((outcome) => outcome.kind === 'conflict');
    expect(conflict).toMatchObject({ theirs: { version: 1 } });
    expect(await storedRows('ny-artikel')).toHaveLength(1);
  });

  it('a signed-in non-admin is refused for inserts (42501) and updates (no rows changed)', async () => {
    await signIn('vanlig@example.com');
    expect(await failure(contentItems.save(draft('aktiebolag', 'x', null)))).toMatchObject({
      kind: 'forbidden',
      code: '42501',
    });
    expect((await failure(contentItems.save(draft('valkommen', 'x', 1, 'demo')))).kind).toBe(
      'forbidden',
    );
    expect((await contentItems.get('demo', 'valkommen'))?.title).toBe('Demoläge');
  });

  it('a visitor is refused', async () => {
    expect((await failure(contentItems.save(draft('aktiebolag', 'x', null)))).kind).toBe(
      'forbidden',
    );
  });

  it('refuses a text over 100 000 characters (the database checks it too)', async () => {
    await signIn(ADMIN);
    const error = await failure(contentItems.save(draft('lang', 'å'.repeat(100_001), null)));
    expect(error.code).toBe('23514');
    expect(await storedRows('lang')).toEqual([]);
    expect(await savedVersion(draft('lang', 'å'.repeat(100_000), null))).toBe(1);
  });

  it('rethrows failures as ServiceError (500, network)', async () => {
    await signIn(ADMIN);
    failNext({ method: 'POST', path: '/rest/v1/content_items' }, { status: 500 });
    expect((await failure(contentItems.save(draft('ny', 'x', null)))).kind).toBe('server');
    failNext({ method: 'PATCH', path: '/rest/v1/content_items' }, { network: true });
    expect((await failure(contentItems.save(draft('valkommen', 'x', 1, 'demo')))).kind).toBe(
      'network',
    );
  });
});

describe('the bookkeeping belongs to the database', () => {
  it('nobody writes version, updated_at or updated_by (permission denied), not even an admin', async () => {
    await signIn(ADMIN);
    const client = await getSupabase();
    for (const change of [{ version: 99 }, { updated_at: '2000-01-01T00:00:00Z' }]) {
      const { error, status } = await client
        .from('content_items')
        .update(change as never)
        .eq('content_id', 'valkommen');
      expect({ status, code: error?.code }).toEqual({ status: 403, code: '42501' });
    }
    const { error } = await client
      .from('content_items')
      .insert({ type: 'x', content_id: 'y', content: 'z', version: 7 } as never);
    expect(error?.code).toBe('42501');
    expect((await storedRows('valkommen'))[0]).toMatchObject({ version: 1 });
  });
});

describe('contentItems.revisions', () => {
  it('every save is a revision, newest first, with who saved it; only admins read them', async () => {
    await signIn(ADMIN);
    await savedVersion(draft('aktiebolag', 'Ett', null));
    await savedVersion(draft('aktiebolag', 'Två', 1));
    const item = await contentItems.get('article', 'aktiebolag');
    const revisions = await contentItems.revisions(item?.id ?? 0);
    expect(revisions.map((r) => [r.version, r.content, r.authorEmail])).toEqual([
      [2, 'Två', ADMIN],
      [1, 'Ett', ADMIN],
    ]);

    // A restore is a save of the old text: a new version, the history keeps every step.
    expect(await savedVersion(draft('aktiebolag', 'Ett', 2))).toBe(3);
    expect((await contentItems.revisions(item?.id ?? 0)).map((r) => r.version)).toEqual([3, 2, 1]);

    await signIn('vanlig@example.com');
    expect(await contentItems.revisions(item?.id ?? 0)).toEqual([]);
  });

  it('a visitor may not read them at all; no one writes them', async () => {
    expect((await failure(contentItems.revisions(1))).kind).toBe('forbidden');
    await signIn(ADMIN);
    const client = await getSupabase();
    const { error } = await client.from('content_item_revisions').delete().eq('item_id', 1);
    expect(error?.code).toBe('42501');
  });
});

describe('contentItems.getMany', () => {
  it('returns the stored rows of the ids asked for, with their versions, to anyone', async () => {
    await signIn(ADMIN);
    await contentItems.save(draft('a-title', 'A', null, 'blog-meta'));
    await contentItems.save(draft('b-title', 'B', null, 'blog-meta'));
    await contentItems.save(draft('b-title', 'B2', 1, 'blog-meta'));
    await contentItems.save(draft('a-title', 'annan typ', null));
    expect(await contentItems.getMany('blog-meta', [])).toEqual([]);
    const rows = await contentItems.getMany('blog-meta', ['a-title', 'b-title', 'c-title']);
    expect(rows.map((r) => [r.content_id, r.content, r.version]).sort()).toEqual([
      ['a-title', 'A', 1],
      ['b-title', 'B2', 2],
    ]);
  });

  it('logs failures by kind only and returns an empty list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failNext({ method: 'GET', path: '/rest/v1/content_items' }, { status: 500 });
    expect(await contentItems.getMany('blog-meta', ['a-title'])).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[startklar] contentItems.getMany failed: server XX000 500');
  });
});
