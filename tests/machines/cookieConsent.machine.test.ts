import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  ALL_ACCEPTED,
  ONLY_NECESSARY,
  cookieConsentMachine,
  parseCookiePreferences,
  selectBannerOpen,
  selectConsent,
  type CookieConsentEvent,
  type CookiePreferences,
  type OptionalCategory,
} from '../../src/machines/cookieConsent';
import { Calls, passTime, replayModel, type Model } from '../support/modelReplay';

/** The spec's delay before the banner shows when nothing is stored. */
const BANNER_DELAY_MS = 1_000;

/**
 * What can happen to the banner: the stored choice is read (nothing, a choice, or storage that
 * cannot be read), time passes, and the visitor uses the banner's buttons, its details view's
 * boxes or the footer's 'Cookie-inställningar'.
 */
type Happening =
  | { type: 'storage.empty' }
  | { type: 'storage.holds'; choice: CookiePreferences }
  | { type: 'storage.fails' }
  | { type: 'time'; ms: number }
  | { type: 'click.acceptAll' }
  | { type: 'click.necessaryOnly' }
  | { type: 'click.rejectAll' }
  | { type: 'click.details' }
  | { type: 'tick'; category: OptionalCategory; value: boolean }
  | { type: 'click.saveCustom' }
  | { type: 'click.footerSettings' };

/** The visitor's view of the banner: hidden, its summary, or its details with their boxes. */
interface VisitorModel {
  view: 'hidden' | 'summary' | 'details';
  /** The stored choice is still being read: nothing shows yet, the footer link does nothing. */
  restoring: boolean;
  /** No choice was found: how long the visitor has waited for the banner (it shows at 1 s). */
  waitedMs: number | null;
  draft: CookiePreferences;
  stored: CookiePreferences | null;
  /** The last event was a choice (it is written to storage, even when unchanged). */
  justChose: boolean;
}

const START: VisitorModel = {
  view: 'hidden',
  restoring: true,
  waitedMs: null,
  draft: ONLY_NECESSARY,
  stored: null,
  justChose: false,
};

const CUSTOM: CookiePreferences = { necessary: true, analytics: true, marketing: false };

/** What the visitor can do, and what the storage read can answer, in each state. */
function offered(model: VisitorModel): Happening[] {
  if (model.restoring)
    return [
      { type: 'storage.empty' },
      { type: 'storage.holds', choice: CUSTOM },
      { type: 'storage.fails' },
      { type: 'click.footerSettings' },
    ];
  if (model.waitedMs !== null)
    return [
      // Just before and just at the 1 s.
      { type: 'time', ms: model.waitedMs === 0 ? BANNER_DELAY_MS - 1 : 1 },
      { type: 'click.footerSettings' },
    ];
  const everywhere: Happening[] = [{ type: 'click.footerSettings' }];
  if (model.view === 'hidden') return everywhere;
  const banner: Happening[] = [
    ...everywhere,
    { type: 'click.acceptAll' },
    { type: 'click.necessaryOnly' },
    { type: 'click.rejectAll' },
    { type: 'click.details' },
  ];
  if (model.view === 'summary') return banner;
  return [
    ...banner,
    { type: 'tick', category: 'analytics', value: !model.draft.analytics },
    { type: 'tick', category: 'marketing', value: !model.draft.marketing },
    { type: 'click.saveCustom' },
  ];
}

/** What each happening does for the visitor, from the spec (not from the machine). */
function step(previous: VisitorModel, event: Happening): VisitorModel {
  const model = { ...previous, justChose: false };
  const decide = (preferences: CookiePreferences): VisitorModel => ({
    view: 'hidden',
    restoring: false,
    waitedMs: null,
    draft: preferences,
    stored: preferences,
    justChose: true,
  });
  switch (event.type) {
    // A stored choice counts as decided (and is written back); none starts the 1 s wait.
    case 'storage.holds':
      return decide(event.choice);
    // Unreadable storage is the same as no choice: ask again.
    case 'storage.empty':
    case 'storage.fails':
      return { ...model, restoring: false, waitedMs: 0 };
    case 'time': {
      if (model.waitedMs === null) return model;
      const waited = model.waitedMs + event.ms;
      return waited >= BANNER_DELAY_MS
        ? { ...model, view: 'summary', waitedMs: null, draft: model.stored ?? ONLY_NECESSARY }
        : { ...model, waitedMs: waited };
    }
    case 'click.acceptAll':
      return decide(ALL_ACCEPTED);
    case 'click.necessaryOnly':
    case 'click.rejectAll':
      return decide(ONLY_NECESSARY);
    case 'click.details':
      return { ...model, view: model.view === 'summary' ? 'details' : 'summary' };
    case 'tick':
      return { ...model, draft: { ...model.draft, [event.category]: event.value } };
    case 'click.saveCustom':
      return decide(model.draft);
    case 'click.footerSettings':
      // The footer's link opens the details with the current choice ticked, once the banner is
      // not shown and the visitor's choice is known.
      return model.view === 'hidden' && model.waitedMs === null && !model.restoring
        ? { ...model, view: 'details', draft: model.stored ?? ONLY_NECESSARY }
        : model;
  }
}

const cookieModel: Model<VisitorModel, Happening> = {
  name: 'cookieConsent',
  initial: START,
  events: offered,
  step,
  serialize: ({ justChose: _, ...state }) => JSON.stringify(state),
  describe: (event) =>
    event.type === 'time'
      ? `${event.ms} ms`
      : event.type === 'tick'
        ? `tick ${event.category} ${String(event.value)}`
        : event.type,
};

const ACTS: Partial<Record<Happening['type'], CookieConsentEvent>> = {
  'click.acceptAll': { type: 'cookieConsent.acceptAll' },
  'click.necessaryOnly': { type: 'cookieConsent.necessaryOnly' },
  'click.rejectAll': { type: 'cookieConsent.rejectAll' },
  'click.details': { type: 'cookieConsent.toggleDetails' },
  'click.saveCustom': { type: 'cookieConsent.saveCustom' },
  'click.footerSettings': { type: 'cookieConsent.open' },
};

describe('cookie consent machine (model-based)', () => {
  it('agrees with the model of the banner: no stored choice, a stored one, unreadable storage', async () => {
    await replayModel(cookieModel, {
      machine: cookieConsentMachine,
      start: (reach) => {
        const read = new Calls<void, CookiePreferences | null>('readStored');
        const persist = vi.fn();
        const actor = createActor(
          cookieConsentMachine.provide({
            actors: { readStored: fromPromise(() => read.call()) },
            actions: { persist: (_, params) => persist(params.preferences) },
          }),
          { inspect: reach.inspect },
        ).start();
        return { actor, read, persist };
      },
      beforeStep: ({ persist }) => persist.mockClear(),
      act: async ({ actor, read }, event) => {
        if (event.type === 'storage.empty') read.resolve(null);
        else if (event.type === 'storage.holds') read.resolve(event.choice);
        else if (event.type === 'storage.fails') read.reject(new Error('SecurityError'));
        else if (event.type === 'time') await passTime(event.ms);
        else if (event.type === 'tick')
          actor.send({
            type: 'cookieConsent.setCategory',
            category: event.category,
            value: event.value,
          });
        else actor.send(ACTS[event.type] as CookieConsentEvent);
      },
      check: ({ actor, read, persist }, model) => {
        const snapshot = actor.getSnapshot();
        // The stored choice is read once, at start.
        expect(read.inputs).toHaveLength(1);
        expect(selectBannerOpen(snapshot), 'banner shown').toBe(model.view !== 'hidden');
        expect(snapshot.matches({ banner: 'details' }), 'details view').toBe(
          model.view === 'details',
        );
        expect(selectConsent(snapshot), 'stored choice').toEqual(model.stored);
        if (model.view === 'details') expect(snapshot.context.draft).toEqual(model.draft);
        // Written to storage exactly when a choice is made (or confirmed at start), nothing else.
        if (model.justChose) expect(persist.mock.calls).toEqual([[model.stored]]);
        else expect(persist).not.toHaveBeenCalled();
        // Necessary cookies can never be switched off.
        expect(snapshot.context.draft.necessary).toBe(true);
      },
      stop: ({ actor }) => actor.stop(),
    });
  });
});

function testMachine(persisted: (CookiePreferences | null)[], stored: CookiePreferences | null) {
  return cookieConsentMachine.provide({
    actors: { readStored: fromPromise(async () => stored) },
    actions: { persist: (_, params) => persisted.push(params.preferences) },
  });
}

describe('cookie consent behaviour', () => {
  it('stays hidden for 1 s when nothing is stored, then shows the banner', async () => {
    vi.useFakeTimers();
    const actor = createActor(testMachine([], null)).start();
    expect(actor.getSnapshot().matches('restoring')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().matches('banner')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ banner: 'summary' })).toBe(true);
    vi.useRealTimers();
  });

  it.each([
    ['cookieConsent.acceptAll', ALL_ACCEPTED],
    ['cookieConsent.necessaryOnly', ONLY_NECESSARY],
    ['cookieConsent.rejectAll', ONLY_NECESSARY],
  ] as const)('%s stores %o', async (type, expected) => {
    const persisted: (CookiePreferences | null)[] = [];
    vi.useFakeTimers();
    const live = createActor(testMachine(persisted, null)).start();
    await vi.advanceTimersByTimeAsync(1000);
    live.send({ type });
    expect(selectConsent(live.getSnapshot())).toEqual(expected);
    expect(persisted.at(-1)).toEqual(expected);
    vi.useRealTimers();
  });

  it('saves a custom choice from the details view and can be reopened from the footer', async () => {
    vi.useFakeTimers();
    const persisted: (CookiePreferences | null)[] = [];
    const actor = createActor(testMachine(persisted, null)).start();
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'cookieConsent.toggleDetails' });
    actor.send({ type: 'cookieConsent.setCategory', category: 'analytics', value: true });
    actor.send({ type: 'cookieConsent.saveCustom' });
    expect(selectConsent(actor.getSnapshot())).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
    });
    actor.send({ type: 'cookieConsent.open' });
    expect(actor.getSnapshot().matches({ banner: 'details' })).toBe(true);
    // Withdrawing is as easy as giving consent.
    actor.send({ type: 'cookieConsent.rejectAll' });
    expect(persisted.at(-1)).toEqual(ONLY_NECESSARY);
    vi.useRealTimers();
  });

  it('treats a stored choice as decided and never shows the banner', async () => {
    vi.useFakeTimers();
    const persisted: (CookiePreferences | null)[] = [];
    const actor = createActor(testMachine(persisted, ALL_ACCEPTED)).start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().matches('decided')).toBe(true);
    expect(selectConsent(actor.getSnapshot())).toEqual(ALL_ACCEPTED);
    vi.useRealTimers();
  });

  it('shows the banner when storage cannot be read', async () => {
    vi.useFakeTimers();
    const actor = createActor(
      cookieConsentMachine.provide({
        actors: {
          readStored: fromPromise<CookiePreferences | null>(async () => {
            throw new Error('SecurityError');
          }),
        },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches({ banner: 'summary' })).toBe(true);
    vi.useRealTimers();
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
