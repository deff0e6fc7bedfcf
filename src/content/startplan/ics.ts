/**
 * The deadlines as an iCalendar file (RFC 5545), written by hand: lines end in CRLF and are
 * folded at 75 octets without splitting a UTF-8 character (3.1), TEXT values are escaped (3.3.11),
 * each deadline is an all-day event (DTSTART;VALUE=DATE, DTEND the next day: the end is
 * exclusive, 3.6.1) with a UID that stays the same for the same obligation and period, so a new
 * download or a refreshed subscription updates the event instead of adding another, DTSTAMP in
 * UTC (3.8.7.2), and a reminder (VALARM, 3.6.6) at 09:00 a few working days before, also written
 * in the description, since Google Calendar ignores alarms in imported and subscribed calendars.
 * No METHOD: the file is a snapshot, not a scheduling message (3.7.2).
 */
import type { Deadline } from './calendar.ts';
import { addDays, daysBetween, type CivilDate } from './civilDate.ts';
import { formatSwedishDate } from '../dates.ts';
import { workingDaysBefore } from './holidays.ts';

export const ICS_FILE_NAME = 'startklar-skattekalender.ics';
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
/** The reminder comes this many working days before the due date. */
export const REMINDER_WORKING_DAYS = 3;
export const UID_DOMAIN = 'startklar.se';

const MAX_OCTETS = 75;

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** The UTF-8 length of the code point that starts at `index` (a surrogate pair: 4). */
function utf8Size(line: string, index: number): number {
  const code = line.charCodeAt(index);
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  // A high surrogate followed by a low one is one character of 4 octets; a lone surrogate is
  // written as U+FFFD (3 octets) by the encoder.
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = line.charCodeAt(index + 1);
    if (next >= 0xdc00 && next <= 0xdfff) return 4;
  }
  return 3;
}

/**
 * A content line folded into physical lines of at most 75 octets (the continuation's leading
 * space included), never inside a UTF-8 character (RFC 5545 3.1). One pass over the UTF-16 code
 * units with slices, no encoder and no string built per character: linear in the line.
 */
export function foldLine(line: string): string[] {
  const lines: string[] = [];
  let start = 0;
  let octets = 0;
  let index = 0;
  while (index < line.length) {
    const size = utf8Size(line, index);
    const units = size === 4 ? 2 : 1;
    if (octets + size > MAX_OCTETS) {
      lines.push(lines.length === 0 ? line.slice(start, index) : ` ${line.slice(start, index)}`);
      start = index;
      octets = 1; // the continuation's leading space
    }
    octets += size;
    index += units;
  }
  lines.push(lines.length === 0 ? line.slice(start) : ` ${line.slice(start)}`);
  return lines;
}

const basicDate = (date: CivilDate) => date.replace(/-/g, '');

/** DTSTAMP form: 20261127T093000Z. */
export function utcStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The day the reminder is for: `REMINDER_WORKING_DAYS` working days before the due date. */
export function reminderDate(deadline: Deadline): CivilDate {
  return workingDaysBefore(deadline.dueDate, REMINDER_WORKING_DAYS);
}

/** TRIGGER for 09:00 on the reminder day, before the all-day event's start (00:00 that day). */
export function reminderTrigger(deadline: Deadline): string {
  const days = daysBetween(reminderDate(deadline), deadline.dueDate);
  return days <= 1 ? '-PT15H' : `-P${days - 1}DT15H`;
}

/** What the event says: the task, when it moved, the reminder, the paragraph and the links. */
export function eventDescription(deadline: Deadline, siteUrl: string, amount?: string): string {
  const lines = [deadline.description];
  if (amount !== undefined) lines.push(`${AMOUNT_LABEL}: ${amount}.`);
  if (deadline.movedBecause !== null) {
    lines.push(
      `Datumet är flyttat från ${formatSwedishDate(deadline.statutoryDate)} (${deadline.movedBecause}) till närmaste vardag.`,
    );
  }
  const remind = formatSwedishDate(reminderDate(deadline));
  lines.push(
    deadline.payment
      ? `Påminnelse: betala senast ${remind}, så hinner pengarna fram till skattekontot.`
      : `Påminnelse: ${remind}, tre arbetsdagar före sista dagen.`,
  );
  lines.push(`Regel: ${deadline.legalRef}.`);
  lines.push(`${deadline.source.label}: ${deadline.source.url}`);
  lines.push(`Läs mer: ${siteUrl}/article/${deadline.articleId}`);
  return lines.join('\n');
}

export interface IcsOptions {
  /** The moment the file is made (DTSTAMP). */
  now: Date;
  /** The site's address, for the article links ('https://startklar.se'). */
  siteUrl: string;
  /**
   * The plan's random id (plan.ts, `newPlanId`), kept with the plan in this browser and in the
   * account: every UID carries it, so two plans' events never collide in one calendar app, and
   * the file and the feed of one plan update the same events. Without it the UIDs name only the
   * obligation and period (files made before plans had ids).
   */
  planId?: string | null;
  /**
   * What each deadline costs by the founder's likviditetsbudget ('60 000 kr'), by deadline id
   * (issue 57): written into the event's description once a budget exists. The subscribed feed
   * passes them only when the founder has asked for amounts there.
   */
  amounts?: ReadonlyMap<string, string>;
}

/** How an amount is introduced in an event's description. */
export const AMOUNT_LABEL = 'Belopp enligt din likviditetsbudget';

/** An event's UID: the obligation and period, the plan's id, the site's domain (RFC 5545 3.8.4.7). */
export function eventUid(deadline: Pick<Deadline, 'id'>, planId?: string | null): string {
  return planId ? `${deadline.id}-${planId}@${UID_DOMAIN}` : `${deadline.id}@${UID_DOMAIN}`;
}

export const CALENDAR_NAME = 'Startklar: skattekalender';

/** The whole calendar, CRLF line ends, folded. */
export function calendarIcs(deadlines: readonly Deadline[], options: IcsOptions): string {
  const stamp = utcStamp(options.now);
  const contentLines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Startklar//Skattekalender 1.0//SV',
    'CALSCALE:GREGORIAN',
    `NAME:${escapeText(CALENDAR_NAME)}`,
    `X-WR-CALNAME:${escapeText(CALENDAR_NAME)}`,
    `X-WR-CALDESC:${escapeText('Deklarationer och betalningar för ditt företag, från Din startplan och skattekalender på Startklar.')}`,
    'REFRESH-INTERVAL;VALUE=DURATION:P1D',
    'X-PUBLISHED-TTL:P1D',
  ];
  for (const deadline of deadlines) {
    const summary = `${deadline.title}: ${deadline.period}`;
    contentLines.push(
      'BEGIN:VEVENT',
      `UID:${eventUid(deadline, options.planId)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(deadline.dueDate)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(deadline.dueDate, 1))}`,
      `SUMMARY:${escapeText(summary)}`,
      `DESCRIPTION:${escapeText(eventDescription(deadline, options.siteUrl, options.amounts?.get(deadline.id)))}`,
      `URL:${deadline.source.url}`,
      `CATEGORIES:${escapeText(CATEGORY[deadline.kind])}`,
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(summary)}`,
      `TRIGGER:${reminderTrigger(deadline)}`,
      'END:VALARM',
      'END:VEVENT',
    );
  }
  contentLines.push('END:VCALENDAR');
  return `${contentLines.flatMap(foldLine).join('\r\n')}\r\n`;
}

const CATEGORY: Record<Deadline['kind'], string> = {
  moms: 'Moms',
  arbetsgivardeklaration: 'Arbetsgivare',
  arbetsgivarbetalning: 'Arbetsgivare',
  'f-skatt': 'F-skatt',
  inkomstdeklaration: 'Inkomstdeklaration',
  arsredovisning: 'Årsredovisning',
  arsstamma: 'Årsstämma',
  fyllnadsinbetalning: 'Skattekonto',
  'periodisk-sammanstallning': 'Moms',
};
