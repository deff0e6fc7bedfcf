/**
 * The calendar file: valid RFC 5545 as a parser reads it (ical.js), and as the octets are written
 * (CRLF only, no physical line over 75 octets, no UTF-8 character split by a fold).
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { readProfile } from '../../src/content/startplan/answers';
import { buildCalendar, type Deadline } from '../../src/content/startplan/calendar';
import {
  calendarIcs,
  escapeText,
  foldLine,
  reminderDate,
  reminderTrigger,
} from '../../src/content/startplan/ics';
import { feedPlanFrom } from '../../src/content/startplan/feed';
import { newPlanId, parseStoredPlan, serialisePlan } from '../../src/content/startplan/plan';

const NOW = new Date('2026-11-27T10:15:30.000Z');
const SITE = 'https://startklar.se';

function deadlines(): Deadline[] {
  const reading = readProfile({
    form: 'ab',
    start: '2026-12-01',
    moms: 'kvartal',
    anstallda: 'ja',
    eu: 'tjanster',
  });
  if (reading.status !== 'complete') throw new Error('incomplete');
  return buildCalendar(reading.profile, { from: '2026-12-01', until: '2028-06-01' });
}

/** Every physical line: CRLF-terminated, at most 75 octets, folds only between characters. */
function checkOctets(ics: string): void {
  const bytes = new TextEncoder().encode(ics);
  // Every LF is preceded by CR and every CR followed by LF.
  for (let index = 0; index < bytes.length; index += 1) {
    if (bytes[index] === 0x0a) expect(bytes[index - 1], `LF at ${index}`).toBe(0x0d);
    if (bytes[index] === 0x0d) expect(bytes[index + 1], `CR at ${index}`).toBe(0x0a);
  }
  expect(ics.endsWith('\r\n')).toBe(true);
  const lines = ics.slice(0, -2).split('\r\n');
  for (const line of lines) {
    expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    // A lone surrogate or a broken sequence would not survive a UTF-8 round trip.
    expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).toBe(
      line,
    );
  }
}

describe('calendarIcs', () => {
  const items = deadlines();
  const ics = calendarIcs(items, { now: NOW, siteUrl: SITE });

  it('is CRLF-terminated, folded at 75 octets and never splits å, ä or ö', () => {
    checkOctets(ics);
    expect(ics).toMatch(/\r\n [^\r\n]/); // some line was long enough to be folded
  });

  it('parses with ical.js into one all-day event per deadline, each with an exclusive end', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Startklar//Skattekalender 1.0//SV');
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(items.length);
    events.forEach((vevent, index) => {
      const item = items[index] as Deadline;
      const event = new ICAL.Event(vevent);
      expect(event.uid).toBe(`${item.id}@startklar.se`);
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(item.dueDate);
      expect(event.endDate.isDate).toBe(true);
      // DTEND is the next day: the event is that one day.
      expect(event.endDate.toString() > item.dueDate).toBe(true);
      expect(event.duration.toSeconds()).toBe(86_400);
      expect(event.summary).toBe(`${item.title}: ${item.period}`);
      expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-27T10:15:30Z');
      expect(vevent.getFirstPropertyValue('url')).toBe(item.source.url);
      expect(vevent.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
      const alarm = vevent.getFirstSubcomponent('valarm');
      expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
      const trigger = alarm?.getFirstPropertyValue('trigger') as ICAL.Duration;
      expect(trigger.isNegative).toBe(true);
    });
  });

  it('writes the description back as it was, commas, semicolons and line breaks included', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const first = new ICAL.Event(calendar.getFirstSubcomponent('vevent') as ICAL.Component);
    const item = items[0] as Deadline;
    expect(first.description).toContain(item.description);
    expect(first.description).toContain('Påminnelse:');
    expect(first.description).toContain(`${SITE}/article/${item.articleId}`);
    expect(first.description.split('\n').length).toBeGreaterThan(3);
  });

  it('keeps the UIDs when made again later, so a new download updates instead of duplicating', () => {
    const later = calendarIcs(deadlines(), {
      now: new Date('2027-01-05T08:00:00Z'),
      siteUrl: SITE,
    });
    const uids = (text: string) =>
      new ICAL.Component(ICAL.parse(text))
        .getAllSubcomponents('vevent')
        .map((event) => event.getFirstPropertyValue('uid'));
    expect(uids(later)).toEqual(uids(ics));
    expect(new Set(uids(ics)).size).toBe(items.length);
  });

  it('sets the reminder at 09:00 three working days before and says it in the description', () => {
    const moved = items.find((item) => item.movedBecause !== null) as Deadline;
    // 17 January 2027 is a Sunday: due Monday 18 January; three working days before is
    // Wednesday 13 January, five days earlier: 09:00 that day is 4 days and 15 hours before.
    const december = items.find((item) => item.id === 'agd-2026-12') as Deadline;
    expect(december.dueDate).toBe('2027-01-18');
    expect(reminderDate(december)).toBe('2027-01-13');
    expect(reminderTrigger(december)).toBe('-P4DT15H');
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const vevent = calendar
      .getAllSubcomponents('vevent')
      .find((event) => event.getFirstPropertyValue('uid') === 'agd-2026-12@startklar.se');
    const trigger = vevent
      ?.getFirstSubcomponent('valarm')
      ?.getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger.toSeconds()).toBe(-(4 * 86_400 + 15 * 3600));
    expect(new ICAL.Event(vevent as ICAL.Component).description).toContain(
      'Påminnelse: betala senast 13 januari 2027',
    );
    expect(
      new ICAL.Event(calendar.getAllSubcomponents('vevent')[items.indexOf(moved)] as ICAL.Component)
        .description,
    ).toContain(`(${moved.movedBecause}) till närmaste vardag`);
  });
});

describe('the TEXT and line rules', () => {
  it('escapes backslash, semicolon, comma and newlines, not colons', () => {
    expect(escapeText('a\\b;c,d\ne: f')).toBe('a\\\\b\\;c\\,d\\ne: f');
  });

  it('folds by octets: 2-octet letters are never split and every piece fits', () => {
    const line = `DESCRIPTION:${'å'.repeat(100)}`;
    const pieces = foldLine(line);
    expect(pieces.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    for (const piece of pieces)
      expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    expect(pieces[1]?.startsWith(' ')).toBe(true);
    // 'DESCRIPTION:' is 12 octets: 31 letters of 2 octets fill 74, the 32nd would make 76.
    expect(pieces[0]).toBe(`DESCRIPTION:${'å'.repeat(31)}`);
  });

  it('leaves a line of 75 octets whole', () => {
    const line = 'X'.repeat(75);
    expect(foldLine(line)).toEqual([line]);
    expect(foldLine(`${line}Y`)).toEqual([line, ' Y']);
  });
});

describe("each event's UID carries the plan's random id", () => {
  const items = deadlines();
  const uidsOf = (text: string) =>
    new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((event) => String(event.getFirstPropertyValue('uid')));

  it('so two plans of the same answers, in two browsers, share no UID', () => {
    const first = newPlanId();
    const second = newPlanId();
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(second).not.toBe(first);
    const a = uidsOf(calendarIcs(items, { now: NOW, siteUrl: SITE, planId: first }));
    const b = uidsOf(calendarIcs(items, { now: NOW, siteUrl: SITE, planId: second }));
    expect(a).toEqual(items.map((item) => `${item.id}-${first}@startklar.se`));
    expect(a.filter((uid) => b.includes(uid))).toEqual([]);
  });

  it('and one plan keeps its UIDs in every download made later', () => {
    const id = newPlanId();
    const now = uidsOf(calendarIcs(items, { now: NOW, siteUrl: SITE, planId: id }));
    const later = uidsOf(
      calendarIcs(deadlines(), {
        now: new Date('2027-03-01T08:00:00Z'),
        siteUrl: SITE,
        planId: id,
      }),
    );
    expect(later).toEqual(now);
  });

  it('takes its random bytes from the caller or from crypto.getRandomValues', () => {
    const bytes = (out: Uint8Array) => out.map((_, index) => index * 17 + 1);
    expect(newPlanId(bytes)).toBe('0112233445566778');
    const many = new Set(Array.from({ length: 200 }, () => newPlanId()));
    expect(many.size).toBe(200);
  });

  it('is kept with the stored plan: a missing or malformed id reads as null', () => {
    const stored = {
      answers: 'form=ab',
      budget: 'salj=80000',
      ticks: ['a'],
      id: '0123456789abcdef',
    };
    expect(parseStoredPlan(serialisePlan(stored))).toEqual(stored);
    expect(parseStoredPlan('{"answers":"form=ab","ticks":[]}')?.id).toBeNull();
    for (const id of [
      '0123456789ABCDEF',
      '0123456789abcde',
      'g123456789abcdef',
      'x'.repeat(40),
      7,
    ]) {
      expect(
        parseStoredPlan(JSON.stringify({ answers: '', ticks: [], id }))?.id,
        String(id),
      ).toBeNull();
    }
    expect(
      parseStoredPlan(JSON.stringify({ answers: '', ticks: [], id: 'a'.repeat(32) }))?.id,
    ).toBe('a'.repeat(32));
  });
});

describe("the feed reads startplan_feed's answer", () => {
  it('as answers, plan id and shown budget, the bare answers of an older database, or no plan', () => {
    expect(feedPlanFrom({ answers: 'form=ab', plan_id: '0123456789abcdef' })).toEqual({
      answers: 'form=ab',
      planId: '0123456789abcdef',
      budget: null,
    });
    expect(feedPlanFrom({ answers: 'form=ab', plan_id: 'NOPE', budget: 'salj=80000' })).toEqual({
      answers: 'form=ab',
      planId: null,
      budget: 'salj=80000',
    });
    // A budget that is no text (the founder hides the amounts: the database answers null).
    expect(feedPlanFrom({ answers: 'form=ab', budget: null })?.budget).toBeNull();
    expect(feedPlanFrom({ answers: 'form=ab', budget: 7 })?.budget).toBeNull();
    expect(feedPlanFrom('form=ef')).toEqual({ answers: 'form=ef', planId: null, budget: null });
    for (const value of [null, undefined, 7, [], { plan_id: '0123456789abcdef' }]) {
      expect(feedPlanFrom(value)).toBeNull();
    }
  });
});

describe('folding, once per line', () => {
  it('never splits a 4-octet character (a surrogate pair) or a 3-octet one', () => {
    for (const character of ['😀', '€', 'å', 'x']) {
      for (let prefix = 0; prefix < 8; prefix += 1) {
        const line = `${'a'.repeat(prefix)}${character.repeat(90)}`;
        const pieces = foldLine(line);
        expect(pieces.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
        for (const piece of pieces) {
          const octets = new TextEncoder().encode(piece);
          expect(octets.length).toBeLessThanOrEqual(75);
          expect(new TextDecoder('utf-8', { fatal: true }).decode(octets)).toBe(piece);
        }
        // Each piece is as full as the next character allows.
        for (const piece of pieces.slice(0, -1)) {
          expect(new TextEncoder().encode(piece).length).toBeGreaterThan(75 - 4);
        }
      }
    }
  });

  it('folds a long line into full pieces in one pass', () => {
    const line = `DESCRIPTION:${'Deklarera och betala momsen för 2027, också om det inte finns något. '.repeat(300)}`;
    const pieces = foldLine(line);
    const octets = new TextEncoder().encode(line).length;
    expect(pieces.length).toBe(Math.ceil((octets - 75) / 74) + 1);
  });
});
