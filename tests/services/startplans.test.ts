/**
 * src/services/startplans.ts with the real supabase-js client, /rest/v1 on PGlite with the real
 * migrations, and the calendar function served as the demo serves it (the shared feed handler):
 * save and read the own plan, a new secret, the feed at its address, the export, and the faults.
 */
import { describe, expect, it } from 'vitest';
import { feedPlanFrom, handleFeedRequest } from '../../src/content/startplan/feed';
import { advanceClock, failNext } from '../../src/mocks/node';
import { exportMine } from '../../src/services/accountData';
import {
  FEED_FUNCTION_NAME,
  checkFeed,
  feedUrl,
  getMine,
  remove,
  renewFeedToken,
  save,
} from '../../src/services/startplans';
import {
  expectErr,
  expectOk,
  newAnonymousClient,
  setupDemoBackend,
  signInWithAccount,
} from './helpers';

const backend = setupDemoBackend({
  rest: 'pglite',
  functions: {
    [FEED_FUNCTION_NAME]: (request, db) =>
      handleFeedRequest(request, {
        lookup: async (token) => feedPlanFrom(await db.startplanFeed(token)),
        now: () => new Date('2026-11-27T09:00:00Z'),
        siteUrl: 'https://startklar.se',
      }),
  },
});

const PLAN = { answers: 'form=ab&start=2026-12-01&moms=kvartal&anstallda=ja', ticks: ['f-skatt'] };

describe('save and getMine', () => {
  it('makes the plan the first time, changes it afterwards, and reads it back', async () => {
    await signInWithAccount('planerare@example.se');
    expect(expectOk(await getMine())).toBeNull();
    const made = expectOk(await save(PLAN));
    expect(made).toMatchObject({ answers: PLAN.answers, ticks: ['f-skatt'] });
    expect(made.feed_token).toMatch(/^[0-9a-f]{64}$/);
    const changed = expectOk(
      await save({ answers: 'form=ef&start=2027-01-01&moms=ar', ticks: [] }),
    );
    expect(changed.feed_token).toBe(made.feed_token);
    expect(expectOk(await getMine())).toMatchObject({
      answers: 'form=ef&start=2027-01-01&moms=ar',
    });
    expect(await backend.rows('startplans')).toHaveLength(1);
  });

  it("keeps the plan's id: the database's when none is sent, the browser's once it is", async () => {
    await signInWithAccount('planid@example.se');
    const made = expectOk(await save(PLAN));
    expect(made.plan_id).toMatch(/^[0-9a-f]{32}$/);
    expect(expectOk(await save({ ...PLAN, ticks: [] })).plan_id).toBe(made.plan_id);
    const mine = expectOk(await save({ ...PLAN, planId: '0123456789abcdef' }));
    expect(mine.plan_id).toBe('0123456789abcdef');
    expect(expectOk(await getMine())?.plan_id).toBe('0123456789abcdef');
    // A malformed id is refused by the database's check, and nothing is lost.
    expect(expectErr(await save({ ...PLAN, planId: 'NOT-HEX' })).kind).toBe('invalid');
    expect(expectOk(await getMine())?.plan_id).toBe('0123456789abcdef');
  });

  it('shows nobody else’s plan, and refuses a visitor', async () => {
    await signInWithAccount('forsta.plan@example.se');
    expectOk(await save(PLAN));
    await newAnonymousClient();
    advanceClock(61_000);
    await signInWithAccount('andra.plan@example.se');
    expect(expectOk(await getMine())).toBeNull();
    await newAnonymousClient();
    expect(expectErr(await save(PLAN))).toMatchObject({ kind: 'forbidden', status: 401 });
  });

  it('turns a server fault and a dropped connection into their kinds, and loses nothing', async () => {
    await signInWithAccount('fel.plan@example.se');
    expectOk(await save(PLAN));
    failNext({ method: 'PATCH', path: '/rest/v1/startplans', prefix: true }, { status: 500 });
    expect(expectErr(await save({ ...PLAN, ticks: [] })).kind).toBe('server');
    failNext({ method: 'PATCH', path: '/rest/v1/startplans', prefix: true }, { network: true });
    expect(expectErr(await save({ ...PLAN, ticks: [] })).kind).toBe('network');
    expect(expectOk(await getMine())?.ticks).toEqual(['f-skatt']);
  });
});

describe('remove', () => {
  it('removes the own plan, whose calendar address then answers 404; without a plan it is a no-op', async () => {
    await signInWithAccount('bort.plan@example.se');
    const made = expectOk(await save(PLAN));
    const url = feedUrl(made.feed_token);
    expect(expectOk(await checkFeed(url))).toBeGreaterThan(0);
    expectOk(await remove());
    expect(expectOk(await getMine())).toBeNull();
    expect(await backend.rows('startplans')).toHaveLength(0);
    expect(expectErr(await checkFeed(url))).toMatchObject({ kind: 'not_found', status: 404 });
    expectOk(await remove());
  });

  it('keeps the plan on a server fault or a dropped connection, and refuses a visitor', async () => {
    await signInWithAccount('kvar.plan@example.se');
    expectOk(await save(PLAN));
    failNext({ method: 'DELETE', path: '/rest/v1/startplans', prefix: true }, { status: 500 });
    expect(expectErr(await remove()).kind).toBe('server');
    failNext({ method: 'DELETE', path: '/rest/v1/startplans', prefix: true }, { network: true });
    expect(expectErr(await remove()).kind).toBe('network');
    expect(expectOk(await getMine())?.answers).toBe(PLAN.answers);
    await newAnonymousClient();
    expect(expectErr(await remove())).toMatchObject({ kind: 'forbidden', status: 401 });
  });
});

describe('the calendar feed', () => {
  it('answers the plan’s deadlines at its secret address, and stops when a new secret is made', async () => {
    await signInWithAccount('kalender@example.se');
    const { feed_token: first } = expectOk(await save({ ...PLAN, planId: 'feedfeedfeedfeed' }));
    const url = feedUrl(first);
    expect(url).toBe(`http://startklar.test/functions/v1/skattekalender?token=${first}`);
    const events = expectOk(await checkFeed(url));
    expect(events).toBeGreaterThan(20);
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    // Every UID carries the plan's id, as the downloaded file of the same plan does.
    const ics = await response.text();
    expect(ics).toContain('UID:moms-2026-k4-feedfeedfeedfeed@startklar.se');
    expect(ics.match(/^UID:/gmu)?.length).toBe(events);
    expect(ics.match(/^UID:.*-feedfeedfeedfeed@startklar\.se$/gmu)?.length).toBe(events);

    const second = expectOk(await renewFeedToken());
    expect(second).not.toBe(first);
    expect(expectErr(await checkFeed(url))).toMatchObject({ kind: 'not_found', status: 404 });
    expect(expectOk(await checkFeed(feedUrl(second)))).toBe(events);
  });

  it('has no secret to renew before a plan is saved, and says a fault is a fault', async () => {
    await signInWithAccount('utan.plan@example.se');
    expect(expectErr(await renewFeedToken()).kind).toBe('not_found');
    expectOk(await save(PLAN));
    failNext({ method: 'POST', path: '/rest/v1/rpc/renew_startplan_feed' }, { status: 500 });
    expect(expectErr(await renewFeedToken()).kind).toBe('server');
    failNext({ path: '/functions/v1/skattekalender', prefix: true }, { status: 503 });
    const token = expectOk(await getMine())?.feed_token ?? '';
    expect(expectErr(await checkFeed(feedUrl(token))).kind).toBe('server');
    failNext({ path: '/functions/v1/skattekalender', prefix: true }, { network: true });
    expect(expectErr(await checkFeed(feedUrl(token))).kind).toBe('network');
  });
});

describe('exportMine', () => {
  it('holds the start plan with its answers, ticks and calendar address', async () => {
    await signInWithAccount('export.plan@example.se');
    expect(expectOk(await exportMine()).startplan).toBeNull();
    const { feed_token: token } = expectOk(await save({ ...PLAN, planId: 'abcdefabcdefabcd' }));
    expect(expectOk(await exportMine()).startplan).toMatchObject({
      svar: PLAN.answers,
      avbockade_steg: ['f-skatt'],
      plan_id: 'abcdefabcdefabcd',
      kalenderadress: feedUrl(token),
    });
  });
});
