/**
 * The start plan's deadlines, right to the day.
 *
 * Where the dates come from. Skatteverket's own "Viktiga datum" tables for 2026 and 2027 could
 * not be retrieved (the stored copies of skatteverket.se hold only the first part of each page;
 * searched 2026-11-27 for "Viktiga datum 2026", "deklarationsdatum", "momsdeklaration datum",
 * "arbetsgivardeklaration 12 januari 17"). So each 2026/2027 expectation below is the statutory
 * date of the table in skatteförfarandelagen (SFS 2011:1244, consolidated text in force
 * 2026-01-01), moved by lag (1930:173) 2 §, with the page where Skatteverket states the rule;
 * they were worked out by a second, independent implementation (Python's calendar and dateutil's
 * Easter), not by the code under test, and they are NOT Skatteverket's table. Where an authority
 * did publish concrete dates they are reproduced as published, with the URL: Bolagsverket's
 * tables of årsredovisning dates (2017–2018 and 2022), verksamt.se's 2026 dates for an enskild
 * firma, and the yearly-moms table on Skatteverket's moms page. One third-party table (Fortnox,
 * 2022) checks the roll on a year with other holidays.
 */
import { describe, expect, it } from 'vitest';
import { readProfile, type Answers, type PlanProfile } from '../../src/content/startplan/answers';
import { computeStartplan } from '../../src/content/startplan/plan';
import {
  buildCalendar,
  type Deadline,
  type DeadlineKind,
} from '../../src/content/startplan/calendar';
import { weekday } from '../../src/content/startplan/civilDate';
import {
  easterSunday,
  isNonWorkingDay,
  nextWorkingDay,
  swedishHolidays,
} from '../../src/content/startplan/holidays';
import {
  annualReportDue,
  companyIncomeTaxDue,
  ecSalesListDue,
  employerReturnDue,
  vatQuarterDue,
  vatYearDue,
} from '../../src/content/startplan/rules';

const SKV_MOMS =
  'https://www.skatteverket.se/foretagochorganisationer/moms/deklareraochbetalamoms/narskajagdeklareramoms.4.6d02084411db6e252fe80008988.html';
const SKV_RV_AGD = 'https://www4.skatteverket.se/rattsligvagledning/edition/2023.9/368350.html';
const SKV_RV_FSKATT = 'https://www4.skatteverket.se/rattsligvagledning/edition/2023.9/325089.html';
const SKV_RV_MOMS = 'https://www4.skatteverket.se/rattsligvagledning/edition/2023.16/325391.html';
const SKV_RV_INK = 'https://www4.skatteverket.se/rattsligvagledning/edition/2024.2/325640.html';
const SKV_HB =
  'https://skatteverket.se/foretag/inkomstdeklaration/deklareraatetthandelsbolag.4.309a41aa1672ad0c837988b.html';
const SKV_RV_PS = 'https://www4.skatteverket.se/rattsligvagledning/edition/2025.1/325747.html';
const LAG_1930_173 = 'https://lagen.nu/1930:173';
const SFL =
  'https://github.com/se-lex/sfs-processor/blob/c949bd5284378eb5033605779349c30aa008a8b9/data/md-markers/2011/sfs-2011-1244-markers.md';
const BV_2017 = 'http://www.bolagsverket.se/ff/foretagsformer/aktiebolag/arsredovisning';
const BV_2022 = 'https://bolagsverket.se/foretag/aktiebolag/arsredovisningforaktiebolag.759.html';
const VERKSAMT_EF_2026 = 'https://verksamt.se/en/nyheter/viktiga-datum-deklaration-enskild-firma';
const ABL_7_10 =
  'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/aktiebolagslag-2005551_sfs-2005-551/#K7P10';
/** "kvarskatt på högst 30 000 kronor för inkomståret 2023 … bokförd på skattekontot senast 3 maj 2024". */
const SKV_EXTRA_FORETAG =
  'https://skatteverket.se/foretag/skatterochavdrag/skattekontobetalaochfatillbaka/inbetalningtillskattekontot/extrainbetalning.4.233f91f71260075abe8800014348.html';
/** Income year 2024, at most 30 000 kr: "Räntan beräknas från och med 6 maj 2025 … senast 5 maj 2025". */
const SKV_FAQ_2024 =
  'https://skatteverket.se/foretag/etjansterochblanketter/svarpavanligafragor/skattekonto/foretagskattekontofaq/vadhanderomjagfarunderskottpamittskattekontonarnifattatbeslutomminslutligaskatt.5.1f4b0dc10351b8449e80001970.html';
const FORTNOX_2022 = 'https://www.fortnox.se/blogg/datum-skatter-och-moms-2022/';

/** A company that started well before 2026, every deadline of 2026 and 2027 in the window. */
function profileOf(answers: Answers): PlanProfile {
  const reading = readProfile({ start: '2024-01-01', ...answers });
  if (reading.status !== 'complete') throw new Error(JSON.stringify(reading));
  return reading.profile;
}

function calendarOf(answers: Answers): Deadline[] {
  return buildCalendar(profileOf(answers), { from: '2026-01-01', until: '2028-01-01' });
}

const due = (deadlines: Deadline[], kind: DeadlineKind, idPrefix = '') =>
  deadlines
    .filter((item) => item.kind === kind && item.id.startsWith(idPrefix))
    .map((item) => item.dueDate);

/** The 12:e-regeln dates of 2026 and 2027 (12th; 17th in January and August), rolled. */
const TWELFTHS_2026_2027 = [
  '2026-01-19', // 17 January 2026 is a Saturday
  '2026-02-12',
  '2026-03-12',
  '2026-04-13', // 12 April 2026 is a Sunday
  '2026-05-12',
  '2026-06-12',
  '2026-07-13', // Sunday
  '2026-08-17',
  '2026-09-14', // Saturday
  '2026-10-12',
  '2026-11-12',
  '2026-12-14', // Saturday
  '2027-01-18', // 17 January 2027 is a Sunday
  '2027-02-12',
  '2027-03-12',
  '2027-04-12',
  '2027-05-12',
  '2027-06-14', // Saturday
  '2027-07-12',
  '2027-08-17',
  '2027-09-13', // Sunday
  '2027-10-12',
  '2027-11-12',
  '2027-12-13', // Sunday
];

/** The 26:e-regeln dates of 2026 and 2027 (26th; 27th in December), rolled. */
const TWENTY_SIXTHS_2026_2027 = [
  '2026-01-26',
  '2026-02-26',
  '2026-03-26',
  '2026-04-27', // Sunday
  '2026-05-26',
  '2026-06-26',
  '2026-07-27', // Sunday
  '2026-08-26',
  '2026-09-28', // Saturday
  '2026-10-26',
  '2026-11-26',
  '2026-12-28', // 27 December 2026 is a Sunday
  '2027-01-26',
  '2027-02-26',
  '2027-03-30', // Friday 26 March is långfredagen, Monday 29 March annandag påsk
  '2027-04-26',
  '2027-05-26',
  '2027-06-28', // Saturday
  '2027-07-26',
  '2027-08-26',
  '2027-09-27', // Sunday
  '2027-10-26',
  '2027-11-26',
  '2027-12-27',
];

describe('Swedish holidays and the roll (1930:173 2 §, 1989:253)', () => {
  it('finds Easter Sunday by the Gregorian computus, extremes included', () => {
    const known: Record<number, string> = {
      1818: '1818-03-22', // the earliest possible
      1943: '1943-04-25', // the latest possible
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2028: '2028-04-16',
      2038: '2038-04-25',
    };
    for (const [year, date] of Object.entries(known)) {
      expect(easterSunday(Number(year)), year).toBe(date);
    }
  });

  it('knows the weekdays of 2026 and 2027 on which no deadline falls', () => {
    // The research notes' list (tax-calendar-research.md §1.2), from 1989:253 1–2 §§ and 1930:173.
    const nonWorkingWeekdays = (year: number) => {
      const days: string[] = [];
      for (let d = new Date(Date.UTC(year, 0, 1)); d.getUTCFullYear() === year;) {
        const iso = d.toISOString().slice(0, 10);
        if (weekday(iso) !== 0 && weekday(iso) !== 6 && isNonWorkingDay(iso)) days.push(iso);
        d = new Date(d.getTime() + 86_400_000);
      }
      return days;
    };
    expect(nonWorkingWeekdays(2026)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-06-19',
      '2026-12-24',
      '2026-12-25',
      '2026-12-31',
    ]);
    expect(nonWorkingWeekdays(2027)).toEqual([
      '2027-01-01',
      '2027-01-06',
      '2027-03-26',
      '2027-03-29',
      '2027-05-06',
      '2027-06-25',
      '2027-12-24',
      '2027-12-31',
    ]);
  });

  it('names the allmänna helgdagar and the three aftnar of a year', () => {
    const names = swedishHolidays(2027).map((day) => `${day.date} ${day.name}`);
    expect(names).toContain('2027-06-25 midsommarafton');
    expect(names).toContain('2027-06-26 midsommardagen');
    expect(names).toContain('2027-11-06 alla helgons dag');
    expect(names).toContain('2027-05-06 Kristi himmelsfärdsdag');
    expect(names).toHaveLength(16);
  });

  it(`moves a deadline on a Saturday, Sunday, helgdag or afton to the next vardag (${LAG_1930_173})`, () => {
    expect(nextWorkingDay('2026-12-24')).toBe('2026-12-28'); // julafton, juldagen, Saturday, Sunday
    expect(nextWorkingDay('2026-12-31')).toBe('2027-01-04'); // nyårsafton, nyårsdagen, weekend
    expect(nextWorkingDay('2027-03-26')).toBe('2027-03-30'); // långfredagen → after annandag påsk
    expect(nextWorkingDay('2026-06-19')).toBe('2026-06-22'); // midsommarafton
    expect(nextWorkingDay('2026-11-12')).toBe('2026-11-12'); // a Thursday stays
  });
});

describe('the authorities’ own published dates', () => {
  it(`reproduces Bolagsverket's table of årsredovisning dates for 2017–2018 (${BV_2017})`, () => {
    const table: [number, number, string][] = [
      [2016, 11, '2017-06-30'],
      [2016, 12, '2017-07-31'],
      [2017, 1, '2017-08-31'],
      [2017, 2, '2017-10-02'],
      [2017, 3, '2017-10-31'],
      [2017, 4, '2017-11-30'],
      [2017, 5, '2018-01-02'],
      [2017, 6, '2018-01-31'],
      [2017, 7, '2018-02-28'],
      [2017, 8, '2018-04-03'],
    ];
    for (const [year, month, expected] of table) {
      expect(nextWorkingDay(annualReportDue({ year, month })), `${year}-${month}`).toBe(expected);
    }
  });

  it(`reproduces Bolagsverket's table of årsredovisning dates for 2022 (${BV_2022})`, () => {
    const table: [number, number, string][] = [
      [2021, 7, '2022-02-28'],
      [2021, 8, '2022-03-31'],
      [2021, 9, '2022-05-02'],
      [2021, 10, '2022-05-31'],
      [2021, 11, '2022-06-30'],
      [2021, 12, '2022-08-01'],
    ];
    for (const [year, month, expected] of table) {
      expect(nextWorkingDay(annualReportDue({ year, month })), `${year}-${month}`).toBe(expected);
    }
  });

  it(`reproduces verksamt.se's 2026 dates for an enskild firma: 4 May and 12 May (${VERKSAMT_EF_2026})`, () => {
    const calendar = calendarOf({ form: 'ef', moms: 'ar' });
    expect(due(calendar, 'inkomstdeklaration').filter((d) => d.startsWith('2026'))).toEqual([
      '2026-05-04',
    ]);
    expect(due(calendar, 'moms').filter((d) => d.startsWith('2026'))).toEqual(['2026-05-12']);
    const ink = calendar.find(
      (item) => item.kind === 'inkomstdeklaration' && item.dueDate === '2026-05-04',
    );
    expect(ink?.statutoryDate).toBe('2026-05-02');
    expect(ink?.movedBecause).toBe('lördag');
  });

  it(`reproduces the yearly-moms table of Skatteverket's moms page, on paper and digitally (${SKV_MOMS})`, () => {
    // "Räkenskapsårets slut | Deklarera på blankett | Deklarera digitalt": January–April 12
    // November | 12 December; May–June 27 December | 17 January; July–August 12 March | 12 April;
    // September–December (26 kap. 33 b § SFL) 12 July | 17 August.
    const rows: [number, string, string][] = [
      [1, '2026-11-12', '2026-12-12'],
      [4, '2026-11-12', '2026-12-12'],
      [5, '2026-12-27', '2027-01-17'],
      [6, '2026-12-27', '2027-01-17'],
      [7, '2027-03-12', '2027-04-12'],
      [8, '2027-03-12', '2027-04-12'],
      [9, '2027-07-12', '2027-08-17'],
      [12, '2027-07-12', '2027-08-17'],
    ];
    for (const [month, paper, digital] of rows) {
      const end = { year: 2026, month };
      expect(vatYearDue(end, 'juridisk', false), `paper ${month}`).toBe(paper);
      expect(vatYearDue(end, 'juridisk', true), `digital ${month}`).toBe(digital);
    }
  });

  it(`reproduces the table of 26 kap. 26 § SFL: moms per quarter and arbetsgivardeklaration per month (${SFL})`, () => {
    expect(vatQuarterDue({ year: 2026, month: 3 })).toBe('2026-05-12');
    expect(vatQuarterDue({ year: 2026, month: 6 })).toBe('2026-08-17');
    expect(vatQuarterDue({ year: 2026, month: 9 })).toBe('2026-11-12');
    expect(vatQuarterDue({ year: 2026, month: 12 })).toBe('2027-02-12');
    expect(employerReturnDue({ year: 2026, month: 7 }, false)).toBe('2026-08-17');
    expect(employerReturnDue({ year: 2026, month: 12 }, false)).toBe('2027-01-17');
    expect(employerReturnDue({ year: 2026, month: 11 }, true)).toBe('2026-12-27');
    expect(employerReturnDue({ year: 2026, month: 12 }, true)).toBe('2027-01-26');
  });

  it(`agrees with a third party's 2022 table for arbetsgivardeklaration and periodisk sammanställning (${FORTNOX_2022})`, () => {
    const days = (dates: string[]) => dates.map((date) => Number(date.slice(8)));
    const months = Array.from({ length: 12 }, (_, index) => ({ year: 2022, month: index + 1 }));
    // Each column is the date in that month of 2022, for the month before.
    const previous = (m: { year: number; month: number }) =>
      m.month === 1 ? { year: m.year - 1, month: 12 } : { year: m.year, month: m.month - 1 };
    expect(days(months.map((m) => nextWorkingDay(employerReturnDue(previous(m), false))))).toEqual([
      17, 14, 14, 12, 12, 13, 12, 17, 12, 12, 14, 12,
    ]);
    expect(days(months.map((m) => nextWorkingDay(ecSalesListDue(previous(m), false))))).toEqual([
      20, 21, 21, 20, 20, 20, 20, 22, 20, 20, 21, 20,
    ]);
    expect(days(months.map((m) => nextWorkingDay(ecSalesListDue(previous(m), true))))).toEqual([
      25, 25, 25, 25, 25, 27, 25, 25, 26, 25, 25, 27,
    ]);
  });
});

describe('2026 and 2027, profile by profile (statute + 1930:173, not Skatteverket’s table)', () => {
  it(`a monthly moms filer (≤ 40 miljoner kronor): 26 kap. 27 § SFL (${SKV_MOMS}, ${SKV_RV_MOMS})`, () => {
    expect(due(calendarOf({ form: 'ab', moms: 'manad' }), 'moms')).toEqual(TWELFTHS_2026_2027);
  });

  it(`a monthly moms filer over 40 miljoner kronor: 26 kap. 30 § SFL (${SKV_MOMS})`, () => {
    expect(due(calendarOf({ form: 'ab', moms: 'manad', over40: 'ja' }), 'moms')).toEqual(
      TWENTY_SIXTHS_2026_2027,
    );
  });

  it(`a quarterly moms filer: 26 kap. 26 § SFL (${SKV_MOMS})`, () => {
    expect(due(calendarOf({ form: 'ab', moms: 'kvartal' }), 'moms')).toEqual([
      '2026-02-12',
      '2026-05-12',
      '2026-08-17',
      '2026-11-12',
      '2027-02-12',
      '2027-05-12',
      '2027-08-17',
      '2027-11-12',
    ]);
  });

  it(`a yearly moms filer by form and EU trade: 26 kap. 33, 33 a, 33 b §§ SFL (${SKV_MOMS})`, () => {
    expect(due(calendarOf({ form: 'ef', moms: 'ar' }), 'moms')).toEqual([
      '2026-05-12',
      '2027-05-12',
    ]);
    // An enskild firma that buys ads from Ireland: the main rule, 26 February.
    expect(due(calendarOf({ form: 'ef', moms: 'ar', eu: 'kop' }), 'moms')).toEqual([
      '2026-02-26',
      '2027-02-26',
    ]);
    // An aktiebolag with a calendar year: 12 July on paper (2026: a Sunday), 17 August digitally.
    expect(due(calendarOf({ form: 'ab', moms: 'ar', digitalt: 'nej' }), 'moms')).toEqual([
      '2026-07-13',
      '2027-07-12',
    ]);
    expect(due(calendarOf({ form: 'ab', moms: 'ar' }), 'moms')).toEqual([
      '2026-08-17',
      '2027-08-17',
    ]);
    // A handelsbolag never gets the later date.
    expect(due(calendarOf({ form: 'hb', moms: 'ar' }), 'moms')).toEqual([
      '2026-02-26',
      '2027-02-26',
    ]);
  });

  it(`an employer: arbetsgivardeklaration and payment, 26 kap. 26 §, 62 kap. 3 § SFL (${SKV_RV_AGD})`, () => {
    const small = calendarOf({ form: 'ab', moms: 'kvartal', anstallda: 'ja' });
    expect(due(small, 'arbetsgivardeklaration')).toEqual(TWELFTHS_2026_2027);
    expect(due(small, 'arbetsgivarbetalning')).toEqual([]);
    // Over 40 miljoner kronor: declared the 26th, paid the 12th (17th in January, not in August).
    const large = calendarOf({ form: 'ab', moms: 'manad', over40: 'ja', anstallda: 'ja' });
    expect(due(large, 'arbetsgivardeklaration')).toEqual(TWENTY_SIXTHS_2026_2027);
    expect(due(large, 'arbetsgivarbetalning')).toEqual(
      TWELFTHS_2026_2027.map((date) =>
        date === '2026-08-17' ? '2026-08-12' : date === '2027-08-17' ? '2027-08-12' : date,
      ),
    );
    // An employer not registered for moms: 26 kap. 32 §, the same days.
    const noVat = calendarOf({ form: 'ab', moms: 'nej', anstallda: 'ja' });
    expect(due(noVat, 'arbetsgivardeklaration')).toEqual(TWELFTHS_2026_2027);
  });

  it(`F-skatt every month: 62 kap. 4 § SFL, 12 August over 40 miljoner kronor (${SKV_RV_FSKATT})`, () => {
    expect(due(calendarOf({ form: 'ef', moms: 'ar' }), 'f-skatt')).toEqual(TWELFTHS_2026_2027);
    expect(due(calendarOf({ form: 'ab', moms: 'manad', over40: 'ja' }), 'f-skatt')).toEqual(
      TWELFTHS_2026_2027.map((date) =>
        date === '2026-08-17' ? '2026-08-12' : date === '2027-08-17' ? '2027-08-12' : date,
      ),
    );
  });

  it(`an aktiebolag with a calendar year: INK2 32 kap. 2 § SFL (${SKV_RV_INK}), årsredovisning 8 kap. 6 § ÅRL (${BV_2022})`, () => {
    const digital = calendarOf({ form: 'ab', moms: 'kvartal' });
    // 1 August 2026 is a Saturday; 1 August 2027 a Sunday.
    expect(due(digital, 'inkomstdeklaration')).toEqual(['2026-08-03', '2027-08-02']);
    // 31 July 2027 is a Saturday.
    expect(due(digital, 'arsredovisning')).toEqual(['2026-07-31', '2027-08-02']);
    const paper = calendarOf({ form: 'ab', moms: 'kvartal', digitalt: 'nej' });
    expect(due(paper, 'inkomstdeklaration')).toEqual(['2026-07-01', '2027-07-01']);
  });

  it(`an aktiebolag with a broken fiscal year: 3 kap. 5 §, 26 kap. 33 b §, 32 kap. 2 § SFL (${SKV_RV_INK}, ${BV_2022})`, () => {
    // Fiscal year ending 30 April: INK2 1 November (2026: a Sunday) / 1 December; årsredovisning 30
    // November; yearly moms 12 November / 12 December (2026: a Saturday).
    const april = calendarOf({ form: 'ab', bokslut: '4', moms: 'ar' });
    expect(due(april, 'inkomstdeklaration')).toEqual(['2026-12-01', '2027-12-01']);
    expect(due(april, 'arsredovisning')).toEqual(['2026-11-30', '2027-11-30']);
    expect(due(april, 'moms')).toEqual(['2026-12-14', '2027-12-13']);
    const aprilPaper = calendarOf({ form: 'ab', bokslut: '4', moms: 'ar', digitalt: 'nej' });
    expect(due(aprilPaper, 'inkomstdeklaration')).toEqual(['2026-11-02', '2027-11-01']);
    expect(due(aprilPaper, 'moms')).toEqual(['2026-11-12', '2027-11-12']);
    // Fiscal year ending 31 March: the tax dates of the April group (3 kap. 5 §); Bolagsverket
    // counts from the real end, 31 October (2026: a Saturday).
    const march = calendarOf({ form: 'ab', bokslut: '3', moms: 'kvartal' });
    expect(due(march, 'inkomstdeklaration')).toEqual(['2026-12-01', '2027-12-01']);
    expect(due(march, 'arsredovisning')).toEqual(['2026-11-02', '2027-11-01']);
    // Fiscal year ending 30 June: INK2 15 December / 15 January; årsredovisning 31 January (2026:
    // a Saturday, 2027: a Sunday).
    const june = calendarOf({ form: 'ab', bokslut: '6', moms: 'kvartal' });
    expect(due(june, 'inkomstdeklaration')).toEqual(['2026-01-15', '2027-01-15']);
    expect(due(june, 'arsredovisning')).toEqual(['2026-02-02', '2027-02-01']);
    // Fiscal year ending 31 August: INK2 1 March / 1 April.
    const august = calendarOf({ form: 'ab', bokslut: '8', moms: 'kvartal', digitalt: 'nej' });
    expect(due(august, 'inkomstdeklaration')).toEqual(['2026-03-02', '2027-03-01']);
  });

  it(`an enskild firma: INK1 with NE 2 May, 32 kap. 1 § SFL (${SKV_RV_INK}, ${VERKSAMT_EF_2026})`, () => {
    const calendar = calendarOf({ form: 'ef', moms: 'kvartal' });
    expect(due(calendar, 'inkomstdeklaration')).toEqual(['2026-05-04', '2027-05-03']);
    expect(due(calendar, 'arsredovisning')).toEqual([]);
  });

  it(`a handelsbolag: INK4 by 32 kap. 2 §, the partners' INK1 by 32 kap. 1 § SFL (${SKV_HB}, ${SKV_RV_INK})`, () => {
    const calendar = calendarOf({ form: 'hb', moms: 'kvartal' });
    expect(due(calendar, 'inkomstdeklaration', 'ink4')).toEqual(['2026-08-03', '2027-08-02']);
    expect(due(calendar, 'inkomstdeklaration', 'ink1-delagare')).toEqual([
      '2026-05-04',
      '2027-05-03',
    ]);
    expect(due(calendar, 'arsredovisning')).toEqual([]);
    // The partners pay their own F-skatt: 17 August, whatever the partnership's turnover.
    expect(
      due(calendarOf({ form: 'hb', moms: 'manad', over40: 'ja' }), 'f-skatt').filter((d) =>
        d.includes('-08-'),
      ),
    ).toEqual(['2026-08-17', '2027-08-17']);
  });

  it(`periodisk sammanställning: 25th digitally, 20th on paper, 35 kap. 9 § SFL (${SKV_RV_PS})`, () => {
    const goods = calendarOf({ form: 'ab', moms: 'manad', eu: 'varor' });
    expect(due(goods, 'periodisk-sammanstallning').slice(0, 12)).toEqual([
      '2026-01-26', // 25 January 2026 is a Sunday
      '2026-02-25',
      '2026-03-25',
      '2026-04-27',
      '2026-05-25',
      '2026-06-25',
      '2026-07-27',
      '2026-08-25',
      '2026-09-25',
      '2026-10-26',
      '2026-11-25',
      '2026-12-28', // 25–27 December
    ]);
    // Services are reported by quarter; on paper the 20th.
    const services = calendarOf({ form: 'ab', moms: 'kvartal', eu: 'tjanster', digitalt: 'nej' });
    expect(due(services, 'periodisk-sammanstallning')).toEqual([
      '2026-01-20',
      '2026-04-20',
      '2026-07-20',
      '2026-10-20',
      '2027-01-20',
      '2027-04-20',
      '2027-07-20',
      '2027-10-20',
    ]);
    // Only buying from other EU countries brings no periodisk sammanställning.
    expect(
      due(calendarOf({ form: 'ab', moms: 'kvartal', eu: 'kop' }), 'periodisk-sammanstallning'),
    ).toEqual([]);
  });

  it('settles open question 2: the digital INK2 date counts a month from the statutory date, not the rolled one', () => {
    // 32 kap. 2 § andra stycket: "en månad senare än vad som följer av första stycket". For a year
    // ending 30 April 2026 paper is 1 November (a Sunday, so 2 November), digital 1 December.
    expect(companyIncomeTaxDue({ year: 2026, month: 4 }, true)).toBe('2026-12-01');
    expect(nextWorkingDay(companyIncomeTaxDue({ year: 2026, month: 4 }, false))).toBe('2026-11-02');
  });
});

describe('the window', () => {
  it('starts at the start date or today, whichever is later, and keeps 18 months', () => {
    const reading = readProfile({ form: 'ef', start: '2027-03-10', moms: 'kvartal' });
    if (reading.status !== 'complete') throw new Error('incomplete');
    const calendar = buildCalendar(reading.profile, { from: '2027-03-10', until: '2028-09-10' });
    // The quarter the business starts in is declared: January–March 2027 by 12 May.
    expect(calendar[0]?.id).toBe('f-skatt-2027-04');
    expect(calendar.find((item) => item.kind === 'moms')?.period).toBe('januari–mars 2027');
    expect(
      calendar.every((item) => item.dueDate >= '2027-03-10' && item.dueDate < '2028-09-10'),
    ).toBe(true);
    // The first F-skatt: the month after a decision by the 20th, else the month after that.
    const late = readProfile({ form: 'ef', start: '2027-03-25', moms: 'kvartal' });
    if (late.status !== 'complete') throw new Error('incomplete');
    const lateCalendar = buildCalendar(late.profile, { from: '2027-03-25', until: '2028-09-25' });
    expect(lateCalendar.find((item) => item.kind === 'f-skatt')?.id).toBe('f-skatt-2027-05');
  });

  it('makes the first fiscal year end at the first year end, or a year later when extended', () => {
    const short = calendarOf({ form: 'ab', start: '2026-10-05', moms: 'kvartal' });
    expect(short.find((item) => item.kind === 'arsredovisning')?.period).toBe(
      'räkenskapsåret oktober–december 2026',
    );
    const extended = buildCalendar(
      profileOf({ form: 'ab', start: '2026-10-05', moms: 'kvartal', forlangt: 'ja' }),
      { from: '2026-10-05', until: '2028-10-05' },
    );
    const first = extended.find((item) => item.kind === 'arsredovisning');
    expect(first?.period).toBe('räkenskapsåret oktober 2026–december 2027');
    expect(first?.dueDate).toBe('2028-07-31');
  });
});

describe('a company started long ago', () => {
  it('has the same deadlines in the window as its whole calendar from the start has in those days', () => {
    // The calendar makes no month or quarter that ends well before the window (its deadlines
    // cannot fall in it); cutting them must change nothing, for every kind of period and
    // day of four months (each kind's dates, the August and January ones too) as its first day.
    const plans: Answers[] = [
      { form: 'ab', start: '2024-05-20', moms: 'manad', anstallda: 'ja', eu: 'varor' },
      { form: 'ab', start: '2024-02-10', moms: 'kvartal', eu: 'tjanster', bokslut: '4' },
      { form: 'ef', start: '2024-11-25', moms: 'ar', eu: 'kop', anstallda: 'ja' },
      { form: 'hb', start: '2025-01-31', moms: 'kvartal', eu: 'tjanster', anstallda: 'ja' },
      { form: 'ab', start: '2024-08-01', moms: 'manad', over40: 'ja', anstallda: 'ja' },
    ];
    for (const answers of plans) {
      const profile = profileOf(answers);
      const whole = buildCalendar(profile, { from: profile.start, until: '2028-07-01' });
      for (let day = 0; day < 123; day += 1) {
        const from = new Date(Date.UTC(2026, 6 + Math.floor(day / 62) * 4, 1 + (day % 62)))
          .toISOString()
          .slice(0, 10);
        const window = buildCalendar(profile, { from, until: '2028-07-01' });
        expect(window, `${JSON.stringify(answers)} from ${from}`).toEqual(
          whole.filter((item) => item.dueDate >= from),
        );
      }
    }
  });
});

describe('the window includes its last day', () => {
  it('keeps a deadline on the last day of a shorter month 18 months on (29–31 August → 28 February)', () => {
    // An aktiebolag whose fiscal year ends in July: the årsredovisning for August 2027–July 2028
    // is due on the last day of February 2029 (8 kap. 6 § ÅRL), a Wednesday. From 29, 30 or 31
    // August 2027 the 18 months run through 28 February 2029, and that day is in the window.
    for (const start of ['2027-08-29', '2027-08-30', '2027-08-31']) {
      const plan = computeStartplan(
        { form: 'ab', start, bokslut: '7', moms: 'kvartal' },
        '2026-12-07',
      );
      const report = plan.calendar?.deadlines.find((item) => item.id === 'arsredovisning-2028-07');
      expect(report?.dueDate, start).toBe('2029-02-28');
      expect(plan.calendar?.window.until, start).toBe('2029-03-01');
    }
    // From 15 August the window runs through 15 February, which it includes.
    const mid = computeStartplan({ form: 'ef', start: '2027-08-15', moms: 'nej' }, '2026-12-07');
    expect(mid.calendar?.window.until).toBe('2029-02-16');
    expect(mid.calendar?.deadlines.at(-1)?.dueDate).toBe('2029-02-12');
  });
});

describe('årsstämma (7 kap. 10 § ABL)', () => {
  it(`lists an aktiebolag's årsstämma within six months of each fiscal year (${ABL_7_10})`, () => {
    const calendar = calendarOf({ form: 'ab', moms: 'kvartal' });
    const meetings = calendar.filter((item) => item.kind === 'arsstamma');
    // 30 June 2026 is a Tuesday, 30 June 2027 a Wednesday.
    expect(meetings.map((item) => [item.id, item.dueDate, item.period])).toEqual([
      ['arsstamma-2025-12', '2026-06-30', 'räkenskapsåret 2025'],
      ['arsstamma-2026-12', '2027-06-30', 'räkenskapsåret 2026'],
    ]);
    expect(meetings[0]?.legalRef).toBe('7 kap. 10 § aktiebolagslagen (2005:551)');
    expect(meetings[0]?.source.url).toBe(ABL_7_10);
    expect(meetings[0]?.articleId).toBe('arsredovisning-aktiebolag');
    // Before the årsredovisning, which is due a month later (8 kap. 6 § ÅRL).
    const report = calendar.find((item) => item.id === 'arsredovisning-2025-12');
    expect(report?.dueDate).toBe('2026-07-31');
  });

  it('counts from a broken fiscal year, and keeps the last day even on a holiday', () => {
    // A year ending 30 June: by 31 December, nyårsafton, which the calendar does not move: a
    // stämma may be held on any day (and earlier), so 1930:173's next vardag is not offered.
    const meetings = calendarOf({ form: 'ab', moms: 'kvartal', bokslut: '6' }).filter(
      (item) => item.kind === 'arsstamma',
    );
    expect(meetings.map((item) => [item.period, item.dueDate])).toEqual([
      ['räkenskapsåret juli 2025–juni 2026', '2026-12-31'],
      ['räkenskapsåret juli 2026–juni 2027', '2027-12-31'],
    ]);
    expect(meetings.every((item) => item.movedBecause === null)).toBe(true);
    // Six months after 31 December 2028 is Saturday 30 June 2029: shown as that day.
    const late = buildCalendar(profileOf({ form: 'ab', moms: 'kvartal' }), {
      from: '2029-01-01',
      until: '2030-01-01',
    }).find((item) => item.id === 'arsstamma-2028-12');
    expect(late?.dueDate).toBe('2029-06-30');
  });

  it('is not in the calendar of an enskild firma or a handelsbolag', () => {
    expect(due(calendarOf({ form: 'ef', moms: 'kvartal' }), 'arsstamma')).toEqual([]);
    expect(due(calendarOf({ form: 'hb', moms: 'kvartal' }), 'arsstamma')).toEqual([]);
  });
});

describe('fyllnadsinbetalning (65 kap. 4, 6 och 18 §§ SFL)', () => {
  const pairs = (deadlines: Deadline[]) =>
    deadlines
      .filter((item) => item.kind === 'fyllnadsinbetalning')
      .map((item) => [item.id, item.dueDate]);

  it(`reproduces Skatteverket's published dates for at most 30 000 kr (${SKV_EXTRA_FORETAG}, ${SKV_FAQ_2024})`, () => {
    const calendar = buildCalendar(
      profileOf({ form: 'ef', moms: 'kvartal', start: '2020-01-01' }),
      {
        from: '2024-01-01',
        until: '2026-01-01',
      },
    );
    // Income year 2023: "senast 3 maj 2024" (a Friday). Income year 2024: 3 May 2025 is a
    // Saturday, so interest starts on Tuesday 6 May and the last day is Monday 5 May.
    expect(calendar.find((item) => item.id === 'fyllnad-2023')?.dueDate).toBe('2024-05-03');
    const may2025 = calendar.find((item) => item.id === 'fyllnad-2024');
    expect(may2025?.statutoryDate).toBe('2025-05-03');
    expect(may2025?.dueDate).toBe('2025-05-05');
    expect(may2025?.movedBecause).toBe('lördag');
  });

  it('gives an enskild firma both dates of every income year (statute + 18 §, not a published table)', () => {
    // 12 February 2026 is a Thursday, 3 May 2026 a Sunday (→ Monday 4 May), 12 February 2027 a
    // Friday, 3 May 2027 a Monday (the cash-budget research's C3 and its 2026 row).
    expect(pairs(calendarOf({ form: 'ef', moms: 'kvartal' }))).toEqual([
      ['fyllnad-2025-over-30000', '2026-02-12'],
      ['fyllnad-2025', '2026-05-04'],
      ['fyllnad-2026-over-30000', '2027-02-12'],
      ['fyllnad-2026', '2027-05-03'],
    ]);
    const item = calendarOf({ form: 'ef', moms: 'kvartal' }).find(
      (deadline) => deadline.id === 'fyllnad-2026-over-30000',
    );
    expect(item?.title).toBe('Fyllnadsinbetalning, det som överstiger 30 000 kr');
    expect(item?.period).toBe('inkomståret 2026');
    expect(item?.payment).toBe(true);
    expect(item?.legalRef).toBe('65 kap. 4, 6 och 18 §§ skatteförfarandelagen (2011:1244)');
    expect(item?.source.url).toBe(SKV_EXTRA_FORETAG);
  });

  it('moves only a Saturday or Sunday, to the Monday (18 §), never a weekday helgdag', () => {
    // 12 February 2022 was a Saturday: interest from Tuesday 15 February, the last day Monday 14.
    const calendar = buildCalendar(
      profileOf({ form: 'ef', moms: 'kvartal', start: '2020-01-01' }),
      {
        from: '2022-01-01',
        until: '2023-01-01',
      },
    );
    expect(calendar.find((item) => item.id === 'fyllnad-2021-over-30000')?.dueDate).toBe(
      '2022-02-14',
    );
    // 3 May 2035 is Kristi himmelsfärdsdag (a Thursday): 18 § does not move it.
    const ascension = buildCalendar(profileOf({ form: 'ef', moms: 'kvartal' }), {
      from: '2035-01-01',
      until: '2036-01-01',
    }).find((item) => item.id === 'fyllnad-2034');
    expect(isNonWorkingDay('2035-05-03')).toBe(true);
    expect(ascension?.dueDate).toBe('2035-05-03');
    expect(ascension?.movedBecause).toBeNull();
  });

  it("gives a handelsbolag's partners their own dates, by the calendar year", () => {
    const items = calendarOf({ form: 'hb', moms: 'kvartal' }).filter(
      (item) => item.kind === 'fyllnadsinbetalning',
    );
    expect(items.map((item) => item.dueDate)).toEqual([
      '2026-02-12',
      '2026-05-04',
      '2027-02-12',
      '2027-05-03',
    ]);
    expect(items[0]?.title).toBe('Delägarnas fyllnadsinbetalning, det som överstiger 30 000 kr');
  });

  it("counts an aktiebolag's dates from its fiscal year, over 30 000 kr by the 3 kap. 5 § period", () => {
    // Calendar year: as for a person.
    expect(pairs(calendarOf({ form: 'ab', moms: 'kvartal' }))).toEqual([
      ['fyllnad-2025-12-over-30000', '2026-02-12'],
      ['fyllnad-2025-12', '2026-05-04'],
      ['fyllnad-2026-12-over-30000', '2027-02-12'],
      ['fyllnad-2026-12', '2027-05-03'],
    ]);
    // A year ending 30 June: 12 August (Wednesday 2026) and 3 November (Tuesday 2026).
    expect(pairs(calendarOf({ form: 'ab', moms: 'kvartal', bokslut: '6' })).slice(0, 2)).toEqual([
      ['fyllnad-2026-06-over-30000', '2026-08-12'],
      ['fyllnad-2026-06', '2026-11-03'],
    ]);
    // A year ending 31 March counts as ending 30 April for the interest (65 kap. 6 and 18 §§ are
    // in 3 kap. 5 §'s list, 4 § is not): 12 June, Saturday in 2027 → Monday 14 June; the date for
    // up to 30 000 kr is left to Skatteverket's Viktiga datum, and the event says so.
    const march = calendarOf({ form: 'ab', moms: 'kvartal', bokslut: '3' }).filter(
      (item) => item.kind === 'fyllnadsinbetalning',
    );
    expect(march.map((item) => [item.id, item.dueDate])).toEqual([
      ['fyllnad-2026-03-over-30000', '2026-06-12'],
      ['fyllnad-2027-03-over-30000', '2027-06-14'],
    ]);
    expect(march[0]?.description).toContain('Viktiga datum');
  });

  it('leaves them out when the founder switches them off (answer fyllnad=nej)', () => {
    for (const form of ['ef', 'ab', 'hb']) {
      expect(
        due(calendarOf({ form, moms: 'kvartal', fyllnad: 'nej' }), 'fyllnadsinbetalning'),
        form,
      ).toEqual([]);
    }
    expect(
      readProfile({ form: 'ef', start: '2026-01-01', moms: 'nej', fyllnad: 'kanske' }),
    ).toMatchObject({
      status: 'incomplete',
      errors: { fyllnad: 'Välj ett av svaren.' },
    });
  });
});
