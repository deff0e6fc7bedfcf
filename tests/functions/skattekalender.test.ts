/**
 * The Edge Function supabase/functions/skattekalender run as Supabase runs it: under Deno (the
 * `deno` npm package's binary), asking /rest/v1/rpc/startplan_feed over HTTP with the anon key.
 * Behind that address: the demo backend's /rest/v1 protocol on PGlite with the real migrations
 * (tests/support/pgliteRest.ts), served on a loopback port, so the function meets Postgres's own
 * security-definer function. Checks what a calendar app gets: the plan's deadlines as iCalendar,
 * 404 for an unknown or replaced secret, 503 while the database cannot answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ICAL from 'ical.js';
import { getResponse, type RequestHandler } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHandlers } from '../../src/mocks/handlers';
import { clearFaults, failNext, resetDb } from '../../src/mocks/node';
import { DEMO_ANON_KEY } from '../../src/services/client';
import { AMOUNT_LABEL } from '../../src/content/startplan/ics';
import { DB_START_TIMEOUT } from '../db/pglite';
import { createPgliteRest } from '../support/pgliteRest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DENO = join(ROOT, 'node_modules', '.bin', 'deno');
const ENTRY = join(ROOT, 'supabase', 'functions', 'skattekalender', 'index.ts');

const USER = '00000000-0000-4000-8000-0000000000a1';
const TOKEN = '1'.repeat(64);
const ANSWERS = 'form=ab&start=2026-12-01&moms=kvartal&anstallda=ja';
/** The plan's id, which every UID of its calendar carries (migration 20261207050000). */
const PLAN_ID = 'cafecafecafecafe';

const pg = createPgliteRest();
let rest: Server;
let deno: ChildProcess;
let feed = '';

/** A loopback HTTP server answering as Supabase's /rest/v1 does, from PGlite. */
async function startRest(): Promise<string> {
  let handlers: RequestHandler[] = [];
  rest = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const request = new Request(`${base}${incoming.url ?? '/'}`, {
        method: incoming.method ?? 'GET',
        headers: incoming.headers as Record<string, string>,
        ...(body.length > 0 ? { body } : {}),
      });
      void getResponse(handlers, request).then(async (response) => {
        const answer = response ?? new Response('no handler', { status: 404 });
        outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
        outgoing.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => rest.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(rest.address() as AddressInfo).port}`;
  handlers = createHandlers(base, { rest: pg.backend });
  return base;
}

/** Runs the function under Deno and resolves with its address once it listens. */
function startFunction(supabaseUrl: string): Promise<string> {
  deno = spawn(DENO, ['run', '--allow-net', '--allow-env', '--no-prompt', ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      DENO_DIR: join(tmpdir(), 'startklar-deno'),
      DENO_NO_PACKAGE_JSON: '1',
      DENO_NO_UPDATE_CHECK: '1',
      NO_COLOR: '1',
      SUPABASE_URL: supabaseUrl,
      SUPABASE_ANON_KEY: DEMO_ANON_KEY,
      SKATTEKALENDER_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // The npm package's `deno` is a Node script that starts the binary as its child: in a group
    // of their own, both can be stopped together (killing the script alone left the binary
    // serving after the run).
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let errors = '';
    deno.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    deno.stdout?.on('data', (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    deno.on('exit', (code) => reject(new Error(`deno exited with ${String(code)}: ${errors}`)));
  });
}

beforeAll(async () => {
  resetDb();
  await pg.start();
  await pg.reset();
  const db = await pg.db();
  await db.query('insert into auth.users (id, email) values ($1, $2)', [USER, 'kal@example.se']);
  await db.query(
    `insert into public.startplans (user_id, answers, ticks, feed_token, plan_id) values ($1, $2, '{}', $3, $4)`,
    [USER, ANSWERS, TOKEN, PLAN_ID],
  );
  feed = await startFunction(await startRest());
}, DB_START_TIMEOUT);

afterAll(async () => {
  if (deno?.pid !== undefined) {
    // The whole group, even when the launcher has ended on its own: the binary may still serve.
    const launcherRuns = deno.exitCode === null && deno.signalCode === null;
    const exited = launcherRuns ? new Promise((resolve) => deno.once('exit', resolve)) : null;
    try {
      process.kill(-deno.pid, 'SIGTERM');
    } catch {
      // Nothing of the group is left.
    }
    await exited;
  }
  await new Promise<void>((resolve) => (rest ? rest.close(() => resolve()) : resolve()));
  await pg.close();
});

describe('supabase/functions/skattekalender under Deno', () => {
  // Each test starts from the plan's first secret address (one test replaces it).
  beforeEach(async () => {
    const db = await pg.db();
    await db.query('update public.startplans set feed_token = $1 where user_id = $2', [
      TOKEN,
      USER,
    ]);
  });

  it("answers the plan's deadlines as iCalendar at the secret address", async () => {
    const response = await fetch(`${feed}/functions/v1/skattekalender?token=${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    const uids = calendar.getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('uid'));
    // The quarter the company starts in, its first employer's return and F-skatt are there, and
    // every UID carries the plan's id (startplan_feed answers it beside the answers).
    expect(uids).toContain(`moms-2026-k4-${PLAN_ID}@startklar.se`);
    expect(uids).toContain(`agd-2026-12-${PLAN_ID}@startklar.se`);
    expect(uids).toContain(`f-skatt-2027-01-${PLAN_ID}@startklar.se`);
    expect(uids.every((uid) => String(uid).endsWith(`-${PLAN_ID}@startklar.se`))).toBe(true);
    expect(text).toContain('/article/momsredovisning');
  });

  it("writes the likviditetsbudget's amounts into the events only while the founder shows them", async () => {
    const db = await pg.db();
    const descriptions = async () => {
      const text = await (await fetch(`${feed}/?token=${TOKEN}`)).text();
      const calendar = new ICAL.Component(ICAL.parse(text));
      return new Map(
        calendar
          .getAllSubcomponents('vevent')
          .map((e) => [
            String(e.getFirstPropertyValue('uid')),
            String(e.getFirstPropertyValue('description')),
          ]),
      );
    };
    await db.query(
      `update public.startplans set budget = 'salj=80000&lon=30000', show_amounts = false where user_id = $1`,
      [USER],
    );
    const hidden = await descriptions();
    expect([...hidden.values()].some((d) => d.includes(AMOUNT_LABEL))).toBe(false);
    await db.query('update public.startplans set show_amounts = true where user_id = $1', [USER]);
    const shown = await descriptions();
    // December's pay (30 000 kr) is reported and paid on 12 January 2027: its employer's
    // contributions and withheld tax carry an amount; so does the quarter's VAT (25 % of sales).
    // 31,42 % of 30 000 kr is 9 426 kr; the tax withheld from the pay by the year's table.
    expect(shown.get(`agd-2026-12-${PLAN_ID}@startklar.se`)?.replace(/\s/gu, ' ')).toContain(
      `${AMOUNT_LABEL}: 15 078 kr (arbetsgivaravgifter 9 426 kr, avdragen skatt 5 652 kr).`,
    );
    expect(shown.get(`moms-2026-k4-${PLAN_ID}@startklar.se`)).toContain(AMOUNT_LABEL);
    await db.query(
      `update public.startplans set budget = '', show_amounts = false where user_id = $1`,
      [USER],
    );
  });

  it('keeps the secret out of shared caches and other sites: private, no-store; CORS for the site only', async () => {
    const site = 'https://startklar.se';
    const answers = [
      await fetch(`${feed}/?token=${TOKEN}`, { headers: { Origin: 'https://annan.example' } }),
      await fetch(`${feed}/?token=${'2'.repeat(64)}`),
      await fetch(`${feed}/?token=${TOKEN}`, { method: 'OPTIONS', headers: { Origin: site } }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 404, 204]);
    for (const response of answers) {
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('access-control-allow-origin')).toBe(site);
      expect(response.headers.get('vary')).toBe('Origin');
      await response.body?.cancel();
    }
  });

  it('answers 404 for a token that is no plan’s, and for one that was replaced', async () => {
    const unknown = await fetch(`${feed}/?token=${'2'.repeat(64)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Det finns ingen kalender med den här adressen');
    expect((await fetch(`${feed}/?token=nej`)).status).toBe(404);
    const db = await pg.db();
    await db.query('update public.startplans set feed_token = $1 where user_id = $2', [
      '3'.repeat(64),
      USER,
    ]);
    expect((await fetch(`${feed}/?token=${TOKEN}`)).status).toBe(404);
    expect((await fetch(`${feed}/?token=${'3'.repeat(64)}`)).status).toBe(200);
  });

  it('answers 503 with Retry-After while the database cannot answer', async () => {
    failNext({ method: 'POST', path: '/rest/v1/rpc/startplan_feed' }, { status: 500 });
    const response = await fetch(`${feed}/?token=${TOKEN}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('300');
    clearFaults();
  });

  it('refuses other methods', async () => {
    expect((await fetch(`${feed}/?token=${TOKEN}`, { method: 'POST' })).status).toBe(405);
  });
});
