import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  ALL_ACCEPTED,
  ONLY_NECESSARY,
  cookieConsentMachine,
  parseCookiePreferences,
  selectConsent,
  type CookieConsentEvent,
  type CookiePreferences,
} from '../../src/machines/cookieConsent';
import {
  coveringPaths,
  describePath,
  expectFullCoverage,
  replayPaths,
  type Coverage,
} from '../support/machineCoverage';

const EVENTS: CookieConsentEvent[] = [
  { type: 'consent.acceptAll' },
  { type: 'consent.necessaryOnly' },
  { type: 'consent.rejectAll' },
  { type: 'consent.toggleDetails' },
  { type: 'consent.setCategory', category: 'analytics', value: true },
  { type: 'consent.setCategory', category: 'marketing', value: true },
  { type: 'consent.saveCustom' },
  { type: 'consent.open' },
];

/** What the visitor can observe: whether the banner shows, its view, and the stored choice. */
const serializeState = (snapshot: { value: unknown; context: { preferences: unknown } }) =>
  JSON.stringify([snapshot.value, snapshot.context.preferences]);

function testMachine(persisted: (CookiePreferences | null)[]) {
  return cookieConsentMachine.provide({
    actions: { persist: (_, params) => persisted.push(params.preferences) },
  });
}

describe('cookie consent machine (model-based)', () => {
  it('reaches every state and transition, from no stored choice and from a stored one', () => {
    const coverage: Coverage = { states: new Set(), transitions: new Set() };
    for (const stored of [null, ONLY_NECESSARY]) {
      const persisted: (CookiePreferences | null)[] = [];
      const machine = testMachine(persisted);
      const paths = coveringPaths(machine, { events: EVENTS, input: { stored }, serializeState });
      expect(paths.length).toBeGreaterThan(0);
      const run = replayPaths(machine, paths, {
        input: { stored },
        check: (actor) => {
          const snapshot = actor.getSnapshot() as ReturnType<typeof machine.getInitialSnapshot>;
          // Whenever a choice is made it is persisted exactly as the selector reports it.
          if (snapshot.matches('decided')) {
            expect(persisted.at(-1)).toEqual(selectConsent(snapshot));
          }
          // Necessary cookies can never be switched off.
          expect(snapshot.context.draft.necessary).toBe(true);
        },
      });
      run.states.forEach((id) => coverage.states.add(id));
      run.transitions.forEach((id) => coverage.transitions.add(id));
      for (const path of paths) expect(describePath(path)).toBeTypeOf('string');
    }
    expectFullCoverage(cookieConsentMachine, coverage);
  });
});

describe('cookie consent behaviour', () => {
  it('stays hidden for 1 s when nothing is stored, then shows the banner', () => {
    vi.useFakeTimers();
    const actor = createActor(testMachine([]), { input: { stored: null } }).start();
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().matches('banner')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ banner: 'summary' })).toBe(true);
    vi.useRealTimers();
  });

  it.each([
    ['consent.acceptAll', ALL_ACCEPTED],
    ['consent.necessaryOnly', ONLY_NECESSARY],
    ['consent.rejectAll', ONLY_NECESSARY],
  ] as const)('%s stores %o', (type, expected) => {
    const persisted: (CookiePreferences | null)[] = [];
    vi.useFakeTimers();
    const live = createActor(testMachine(persisted), { input: { stored: null } }).start();
    vi.advanceTimersByTime(1000);
    live.send({ type });
    expect(selectConsent(live.getSnapshot())).toEqual(expected);
    expect(persisted.at(-1)).toEqual(expected);
    vi.useRealTimers();
  });

  it('saves a custom choice from the details view and can be reopened from the footer', () => {
    vi.useFakeTimers();
    const persisted: (CookiePreferences | null)[] = [];
    const actor = createActor(testMachine(persisted), { input: { stored: null } }).start();
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'consent.toggleDetails' });
    actor.send({ type: 'consent.setCategory', category: 'analytics', value: true });
    actor.send({ type: 'consent.saveCustom' });
    expect(selectConsent(actor.getSnapshot())).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
    });
    actor.send({ type: 'consent.open' });
    expect(actor.getSnapshot().matches({ banner: 'details' })).toBe(true);
    // Withdrawing is as easy as giving consent.
    actor.send({ type: 'consent.rejectAll' });
    expect(persisted.at(-1)).toEqual(ONLY_NECESSARY);
    vi.useRealTimers();
  });

  it('treats a stored choice as decided and never shows the banner', () => {
    const actor = createActor(testMachine([]), { input: { stored: ALL_ACCEPTED } }).start();
    expect(actor.getSnapshot().matches('decided')).toBe(true);
  });

  it.each([
    '{not json',
    '"yes"',
    '{"necessary":false,"analytics":true,"marketing":true}',
    '{}',
    'null',
    '',
  ])('reads the corrupt stored value %j as no choice', (raw) => {
    expect(parseCookiePreferences(raw)).toBeNull();
  });
});
