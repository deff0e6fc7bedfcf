/**
 * A company's deadlines for a window of months: every declaration and payment its profile
 * (answers.ts) brings, each with the statutory date of its rule (rules.ts) and the day it is due
 * after the roll to the next vardag (holidays.ts), what is due, for which period, the paragraph,
 * the authority's page and the article that explains it.
 */
import type { PlanProfile } from './answers.ts';
import { MONTH_NAMES } from './answers.ts';
import {
  addDays,
  addMonths,
  addMonthsToDate,
  monthOf,
  monthsBetween,
  partsOf,
  type CivilDate,
  type YearMonth,
  monthKey,
} from './civilDate.ts';
import { nextWorkingDay, nonWorkingReason, weekdayName } from './holidays.ts';
import {
  annualMeetingDue,
  annualReportDue,
  companyIncomeTaxDue,
  ecSalesListDue,
  employerPaymentDueOver40,
  employerReturnDue,
  interestFreeUntil,
  mappedYearEnd,
  personalIncomeTaxDue,
  preliminaryTaxDue,
  supplementaryPaymentDue,
  vatMonthDue,
  vatQuarterDue,
  vatYearDue,
  yearlyVatRule,
} from './rules.ts';

export type DeadlineKind =
  | 'moms'
  | 'arbetsgivardeklaration'
  | 'arbetsgivarbetalning'
  | 'f-skatt'
  | 'inkomstdeklaration'
  | 'arsredovisning'
  | 'arsstamma'
  | 'fyllnadsinbetalning'
  | 'periodisk-sammanstallning';

export interface SourceLink {
  label: string;
  url: string;
}

export interface Deadline {
  /** Stable per obligation and period: the calendar event's UID (without the domain). */
  id: string;
  kind: DeadlineKind;
  /** What is due, 'Momsdeklaration och betalning'. */
  title: string;
  /** For which period, 'oktober–december 2026'. */
  period: string;
  /** The date the rule gives. */
  statutoryDate: CivilDate;
  /** The day it must be done: the statutory date, or the next vardag after it. */
  dueDate: CivilDate;
  /** Why the date moved ('lördag', 'julafton'), or null when it did not. */
  movedBecause: string | null;
  /** One or two sentences: what to file or pay, and how. */
  description: string;
  /** Money must be booked on the skattekonto by the due date. */
  payment: boolean;
  /** The paragraph, '26 kap. 26 § skatteförfarandelagen (2011:1244)'. */
  legalRef: string;
  source: SourceLink;
  /** The article (slug) that explains it. */
  articleId: string;
}

const SFL = 'skatteförfarandelagen (2011:1244)';

export const DEADLINE_SOURCES = {
  moms: {
    label: 'Skatteverket: när ska jag deklarera moms?',
    url: 'https://www.skatteverket.se/foretagochorganisationer/moms/deklareraochbetalamoms/narskajagdeklareramoms.4.6d02084411db6e252fe80008988.html',
  },
  arbetsgivare: {
    label: 'Skatteverket: lämna arbetsgivardeklaration',
    url: 'https://skatteverket.se/foretagochorganisationer/arbetsgivare/lamnaarbetsgivardeklaration.4.41f1c61d16193087d7fcaeb.html',
  },
  arbetsgivareRv: {
    label: 'Skatteverket, rättslig vägledning: när ska arbetsgivardeklarationen lämnas?',
    url: 'https://www4.skatteverket.se/rattsligvagledning/edition/2023.9/368350.html',
  },
  fskatt: {
    label: 'Skatteverket: debiterad preliminärskatt',
    url: 'https://www.skatteverket.se/foretagochorganisationer/skatter/betalaochfatillbaka/debiteradpreliminarskatt.4.233f91f71260075abe8800010616.html',
  },
  inkomstdeklarationRv: {
    label: 'Skatteverket, rättslig vägledning: när ska inkomstdeklarationen lämnas?',
    url: 'https://www4.skatteverket.se/rattsligvagledning/edition/2024.2/325640.html',
  },
  aktiebolagDeklaration: {
    label: 'Skatteverket: deklarera för ett aktiebolag',
    url: 'https://www.skatteverket.se/foretagochorganisationer/inkomstdeklaration/deklareraforettforetag.4.46ae6b26141980f1e2d1261.html',
  },
  handelsbolagDeklaration: {
    label: 'Skatteverket: deklarera åt ett handelsbolag',
    url: 'https://skatteverket.se/foretag/inkomstdeklaration/deklareraatetthandelsbolag.4.309a41aa1672ad0c837988b.html',
  },
  arsredovisning: {
    label: 'Bolagsverket: årsredovisning för aktiebolag',
    url: 'https://bolagsverket.se/foretag/aktiebolag/arsredovisningforaktiebolag.759.html',
  },
  periodiskSammanstallning: {
    label: 'Skatteverket, rättslig vägledning: periodisk sammanställning',
    url: 'https://www4.skatteverket.se/rattsligvagledning/edition/2025.1/325747.html',
  },
  /** 7 kap. 10 § ABL: årsstämma within six months of the fiscal year's end. */
  arsstamma: {
    label: 'Riksdagen: aktiebolagslagen (2005:551) 7 kap. 10 §, årsstämma',
    url: 'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/aktiebolagslag-2005551_sfs-2005-551/#K7P10',
  },
  /** The dates for a kvarskatt of at most and of more than 30 000 kr (65 kap. 4, 6, 18 §§ SFL). */
  fyllnadsinbetalning: {
    label: 'Skatteverket: extra inbetalning till skattekontot',
    url: 'https://skatteverket.se/foretag/skatterochavdrag/skattekontobetalaochfatillbaka/inbetalningtillskattekontot/extrainbetalning.4.233f91f71260075abe8800014348.html',
  },
} as const satisfies Record<string, SourceLink>;

const monthName = (ym: YearMonth) => `${MONTH_NAMES[ym.month - 1]} ${ym.year}`;

/** 'oktober–december 2026', or 'november 2026–januari 2027' across a year end. */
function spanName(first: YearMonth, last: YearMonth): string {
  if (first.year === last.year && first.month === last.month) return monthName(first);
  return first.year === last.year
    ? `${MONTH_NAMES[first.month - 1]}–${monthName(last)}`
    : `${monthName(first)}–${monthName(last)}`;
}

/** The fiscal year ending in `end` (for a first year, from the start month). */
function fiscalYearName(first: YearMonth, end: YearMonth): string {
  if (first.month === 1 && end.month === 12 && first.year === end.year) {
    return `räkenskapsåret ${end.year}`;
  }
  return `räkenskapsåret ${spanName(first, end)}`;
}

const PAYMENT_NOTE =
  'Pengarna ska vara bokförda på skattekontot senast den dagen, och en betalning tar ofta 1–3 bankdagar.';

interface DeadlineInput {
  id: string;
  kind: DeadlineKind;
  title: string;
  period: string;
  statutoryDate: CivilDate;
  description: string;
  payment: boolean;
  legalRef: string;
  source: SourceLink;
  articleId: string;
}

/** A deadline whose statutory date moves to the next vardag (lag (1930:173) 2 §). */
function deadline(input: DeadlineInput): Deadline {
  const dueDate = nextWorkingDay(input.statutoryDate);
  return {
    ...input,
    dueDate,
    movedBecause: dueDate === input.statutoryDate ? null : nonWorkingReason(input.statutoryDate),
    description: input.payment ? `${input.description} ${PAYMENT_NOTE}` : input.description,
  };
}

/**
 * A meeting the company holds itself (the årsstämma): its last day as the law gives it. Lag
 * (1930:173) would allow the next vardag when it falls on a holiday, but a stämma may be held on
 * any day and earlier, so the calendar shows the day the six months end (31 December, not the
 * 2 January after nyårsafton and New Year's Day).
 */
function meeting(input: DeadlineInput): Deadline {
  return { ...input, dueDate: input.statutoryDate, movedBecause: null };
}

/**
 * A last day to pay without kostnadsränta: it moves only from a Saturday or Sunday, to the Monday
 * (65 kap. 18 § SFL), not by the roll of lag (1930:173).
 */
function interestDeadline(input: DeadlineInput): Deadline {
  const dueDate = interestFreeUntil(input.statutoryDate);
  return {
    ...input,
    dueDate,
    movedBecause: dueDate === input.statutoryDate ? null : weekdayName(input.statutoryDate),
    description: input.payment ? `${input.description} ${PAYMENT_NOTE}` : input.description,
  };
}

/** The months from `first` through `last`. */
function months(first: YearMonth, last: YearMonth): YearMonth[] {
  const count = monthsBetween(first, last);
  return Array.from({ length: Math.max(0, count + 1) }, (_, index) => addMonths(first, index));
}

/** The fiscal years (first month, last month) from the start, through the one ending after `until`. */
function fiscalYears(
  profile: PlanProfile,
  until: YearMonth,
): { first: YearMonth; end: YearMonth }[] {
  const startMonth = monthOf(profile.start);
  const ahead = (profile.fiscalYearEndMonth - startMonth.month + 12) % 12;
  let end = addMonths(startMonth, ahead + (profile.extendedFirstYear ? 12 : 0));
  let first = startMonth;
  const years: { first: YearMonth; end: YearMonth }[] = [];
  while (monthsBetween(end, until) >= 0) {
    years.push({ first, end });
    first = addMonths(end, 1);
    end = addMonths(end, 12);
  }
  return years;
}

export interface CalendarWindow {
  /** The first day shown: the start date or today, whichever is later. */
  from: CivilDate;
  /** The first day no longer shown: the day after the window's last day. */
  until: CivilDate;
}

/**
 * The `months` months from the start date or today, whichever is later, both ends included: the
 * last day is the same day number `months` months on, or that month's last day when it is
 * shorter (29–31 August 2026 → 28 February 2028 is a day of the window, and so is its deadline).
 */
export function calendarWindow(
  profile: PlanProfile,
  today: CivilDate,
  months = 18,
): CalendarWindow {
  const from = profile.start > today ? profile.start : today;
  return { from, until: addDays(addMonthsToDate(from, months), 1) };
}

/** Every deadline of the company falling due in the window, by date (then by kind). */
export function buildCalendar(profile: PlanProfile, window: CalendarWindow): Deadline[] {
  const startMonth = monthOf(profile.start);
  const lastMonth = monthOf(window.until);
  const all: Deadline[] = [];
  const over40 = profile.over40 && profile.vat !== 'nej';
  // A month's or a quarter's deadlines fall due at most two months after it ends (the moms of a
  // quarter on the 12th of the second month, or 17 August), so the periods that end more than
  // three months before the window are not made: a company started years ago costs what a new
  // one does. The filter at the end still decides what is in the window.
  const earliest = addMonths(monthOf(window.from), -3);
  const fromMonth = (first: YearMonth) => (monthsBetween(first, earliest) > 0 ? earliest : first);
  /** The first period end, stepping `step` months from `end`, that is not before `earliest`. */
  const fromPeriodEnd = (end: YearMonth, step: number) => {
    const behind = monthsBetween(end, earliest);
    return behind > 0 ? addMonths(end, Math.floor(behind / step) * step) : end;
  };

  // Moms.
  if (profile.vat === 'manad') {
    for (const period of months(fromMonth(startMonth), lastMonth)) {
      all.push(
        deadline({
          id: `moms-${monthKey(period)}`,
          kind: 'moms',
          title: 'Momsdeklaration och betalning',
          period: monthName(period),
          statutoryDate: vatMonthDue(period, over40),
          description: `Deklarera och betala momsen för ${monthName(period)}, också om det inte finns något att redovisa.`,
          payment: true,
          legalRef: over40 ? `26 kap. 30 § ${SFL}` : `26 kap. 27 § ${SFL}`,
          source: DEADLINE_SOURCES.moms,
          articleId: 'momsredovisning',
        }),
      );
    }
  } else if (profile.vat === 'kvartal') {
    const firstQuarterEnd: YearMonth = {
      year: startMonth.year,
      month: Math.ceil(startMonth.month / 3) * 3,
    };
    for (
      let end = fromPeriodEnd(firstQuarterEnd, 3);
      monthsBetween(end, lastMonth) >= 0;
      end = addMonths(end, 3)
    ) {
      const first = addMonths(end, -2);
      const quarter = Math.ceil(end.month / 3);
      all.push(
        deadline({
          id: `moms-${end.year}-k${quarter}`,
          kind: 'moms',
          title: 'Momsdeklaration och betalning',
          period: spanName(first, end),
          statutoryDate: vatQuarterDue(end),
          description: `Deklarera och betala momsen för kvartalet ${spanName(first, end)}, också om det inte finns något att redovisa.`,
          payment: true,
          legalRef: `26 kap. 26 § ${SFL}`,
          source: DEADLINE_SOURCES.moms,
          articleId: 'momsredovisning',
        }),
      );
    }
  } else if (profile.vat === 'ar') {
    const rule = yearlyVatRule(profile.form, profile.eu !== 'nej');
    const form = profile.form;
    for (const year of fiscalYears(profile, lastMonth)) {
      const name =
        form === 'ef' ? `beskattningsåret ${year.end.year}` : fiscalYearName(year.first, year.end);
      const ruleText =
        rule === 'huvudregel'
          ? form === 'hb'
            ? 'Ett handelsbolag deklarerar årsmomsen den 26:e i andra månaden efter räkenskapsåret.'
            : 'Med handel med andra EU-länder under året gäller den 26:e i andra månaden efter räkenskapsåret, inte det senare datumet.'
          : rule === 'fysisk'
            ? 'Har du byråanstånd genom en redovisningsbyrå kan datumet vara senare (högst 26 juni).'
            : profile.electronic
              ? 'Datumet gäller när du deklarerar momsen digitalt; på blankett är det en månad tidigare.'
              : 'Deklarerar du momsen digitalt får du en månad till.';
      all.push(
        deadline({
          id: `moms-ar-${monthKey(year.end)}`,
          kind: 'moms',
          title: 'Momsdeklaration och betalning, helår',
          period: name,
          statutoryDate: vatYearDue(year.end, rule, profile.electronic),
          description: `Deklarera och betala momsen för ${name}. ${ruleText}`,
          payment: true,
          legalRef:
            rule === 'huvudregel'
              ? `26 kap. 33 § ${SFL}`
              : rule === 'fysisk'
                ? `26 kap. 33 a § ${SFL}`
                : `26 kap. 33 b § ${SFL}`,
          source: DEADLINE_SOURCES.moms,
          articleId: 'momsredovisning',
        }),
      );
    }
  }

  // Arbetsgivardeklaration (and, over 40 miljoner kronor, its earlier payment).
  if (profile.employer) {
    for (const period of months(fromMonth(startMonth), lastMonth)) {
      all.push(
        deadline({
          id: `agd-${monthKey(period)}`,
          kind: 'arbetsgivardeklaration',
          title: over40 ? 'Arbetsgivardeklaration' : 'Arbetsgivardeklaration och betalning',
          period: monthName(period),
          statutoryDate: employerReturnDue(period, over40),
          description: over40
            ? `Lämna arbetsgivardeklarationen för löner som betalades ut i ${monthName(period)}. Skatten och avgifterna betalas tidigare, se betalningen.`
            : `Lämna arbetsgivardeklarationen och betala skatteavdragen och arbetsgivaravgifterna för löner som betalades ut i ${monthName(period)}. Utan löner lämnar du en nolldeklaration så länge du är registrerad som arbetsgivare.`,
          payment: !over40,
          legalRef: over40
            ? `26 kap. 30 § ${SFL}`
            : profile.vat === 'nej'
              ? `26 kap. 32 § ${SFL}`
              : `26 kap. 26 § ${SFL}`,
          source: DEADLINE_SOURCES.arbetsgivare,
          articleId: 'lon-och-arbetsgivardeklaration',
        }),
      );
      if (over40) {
        all.push(
          deadline({
            id: `agd-betalning-${monthKey(period)}`,
            kind: 'arbetsgivarbetalning',
            title: 'Betalning av skatteavdrag och arbetsgivaravgifter',
            period: monthName(period),
            statutoryDate: employerPaymentDueOver40(period),
            description: `Betala skatteavdragen och arbetsgivaravgifterna för löner som betalades ut i ${monthName(period)}.`,
            payment: true,
            legalRef: `62 kap. 3 § ${SFL}`,
            source: DEADLINE_SOURCES.arbetsgivareRv,
            articleId: 'lon-och-arbetsgivardeklaration',
          }),
        );
      }
    }
  }

  // F-skatt: the first payment on the förfallodag of the month after the decision when it is
  // made by the 20th, else the month after that (62 kap. 5 §); the decision is taken as the
  // start date. Paid by the owner of an enskild firma, the aktiebolag, or each partner of a
  // handelsbolag (who reports no moms of their own: 17 August).
  const firstPayment = addMonths(startMonth, partsOf(profile.start).day <= 20 ? 1 : 2);
  for (const month of months(fromMonth(firstPayment), lastMonth)) {
    const partners = profile.form === 'hb';
    all.push(
      deadline({
        id: `f-skatt-${monthKey(month)}`,
        kind: 'f-skatt',
        title: partners ? 'Delägarnas F-skatt' : 'F-skatt',
        period: monthName(month),
        statutoryDate: preliminaryTaxDue(month, over40 && !partners),
        description: partners
          ? `Varje delägare betalar sin debiterade preliminärskatt för ${monthName(month)} till sitt eget skattekonto.`
          : `Betala den debiterade preliminärskatten för ${monthName(month)}. Beloppet och den första månaden står i Skatteverkets beslut; som ny företagare kan du be att få skjuta upp den första betalningen tre månader.`,
        payment: true,
        legalRef: `62 kap. 4 § ${SFL}`,
        source: DEADLINE_SOURCES.fskatt,
        articleId: 'f-skatt-preliminarskatt',
      }),
    );
  }

  // Inkomstdeklaration.
  if (profile.form === 'ef') {
    for (let year = startMonth.year; year <= lastMonth.year; year += 1) {
      all.push(
        deadline({
          id: `ink1-${year}`,
          kind: 'inkomstdeklaration',
          title: 'Inkomstdeklaration 1 med NE-bilaga',
          period: `inkomståret ${year}`,
          statutoryDate: personalIncomeTaxDue(year),
          description: `Deklarera firmans resultat för ${year} i NE-bilagan till din egen inkomstdeklaration. Med byråanstånd genom en redovisningsbyrå kan datumet vara senare (högst 15 juni).`,
          payment: false,
          legalRef: `32 kap. 1 § ${SFL}`,
          source: DEADLINE_SOURCES.inkomstdeklarationRv,
          articleId: 'enskild-firma',
        }),
      );
    }
  } else {
    const ab = profile.form === 'ab';
    for (const year of fiscalYears(profile, lastMonth)) {
      const name = fiscalYearName(year.first, year.end);
      all.push(
        deadline({
          id: `${ab ? 'ink2' : 'ink4'}-${monthKey(year.end)}`,
          kind: 'inkomstdeklaration',
          title: ab ? 'Inkomstdeklaration 2' : 'Inkomstdeklaration 4',
          period: name,
          statutoryDate: companyIncomeTaxDue(year.end, profile.electronic),
          description: ab
            ? `Lämna bolagets inkomstdeklaration för ${name}.${profile.electronic ? ' Datumet gäller när hela deklarationen lämnas digitalt; på blankett är det en månad tidigare.' : ''}`
            : `Lämna handelsbolagets särskilda uppgifter (och Inkomstdeklaration 4 om bolaget har skatter att redovisa) för ${name}.${profile.electronic ? ' Datumet gäller när allt lämnas digitalt; ska första sidan lämnas på papper gäller datumet en månad tidigare.' : ''}`,
          payment: false,
          legalRef: `32 kap. 2 § ${SFL}`,
          source: ab
            ? DEADLINE_SOURCES.aktiebolagDeklaration
            : DEADLINE_SOURCES.handelsbolagDeklaration,
          articleId: ab ? 'bolagsskatt' : 'handelsbolag',
        }),
      );
      if (ab) {
        all.push(
          meeting({
            id: `arsstamma-${monthKey(year.end)}`,
            kind: 'arsstamma',
            title: 'Årsstämma',
            period: name,
            statutoryDate: annualMeetingDue(year.end),
            description: `Håll årsstämman för ${name}. Stämman fastställer resultat- och balansräkningen, beslutar om vinsten eller förlusten och om ansvarsfrihet för styrelsen; ett protokoll räcker även när du äger bolaget ensam. Årsredovisningen skickas sedan till Bolagsverket.`,
            payment: false,
            legalRef: '7 kap. 10 § aktiebolagslagen (2005:551)',
            source: DEADLINE_SOURCES.arsstamma,
            articleId: 'arsredovisning-aktiebolag',
          }),
        );
        all.push(
          deadline({
            id: `arsredovisning-${monthKey(year.end)}`,
            kind: 'arsredovisning',
            title: 'Årsredovisningen ska vara hos Bolagsverket',
            period: name,
            statutoryDate: annualReportDue(year.end),
            description: `Årsredovisningen för ${name}, fastställd på årsstämman (senast sex månader efter räkenskapsårets slut), ska ha kommit in till Bolagsverket. Annars tar Bolagsverket ut en förseningsavgift.`,
            payment: false,
            legalRef: '8 kap. 6 § årsredovisningslagen (1995:1554)',
            source: DEADLINE_SOURCES.arsredovisning,
            articleId: 'arsredovisning-aktiebolag',
          }),
        );
      } else {
        all.push(
          deadline({
            id: `ink1-delagare-${monthKey(year.end)}`,
            kind: 'inkomstdeklaration',
            title: 'Delägarnas inkomstdeklaration 1 med N3A-bilaga',
            period: name,
            statutoryDate: personalIncomeTaxDue(year.end.year),
            description: `Varje delägare deklarerar sin del av handelsbolagets resultat för ${name} i N3A-bilagan till sin egen inkomstdeklaration. Med byråanstånd kan datumet vara senare (högst 15 juni).`,
            payment: false,
            legalRef: `32 kap. 1 § ${SFL}`,
            source: DEADLINE_SOURCES.inkomstdeklarationRv,
            articleId: 'handelsbolag',
          }),
        );
      }
    }
  }

  // Fyllnadsinbetalning: the last days to pay in what the preliminary tax will not cover, without
  // kostnadsränta (65 kap. 4, 6, 9 och 18 §§ SFL), unless the founder switched them off.
  if (profile.supplementaryPayments) all.push(...supplementaryPayments(profile, lastMonth));

  // Periodisk sammanställning for sales to companies in other EU countries: goods by month,
  // services by quarter (35 kap. 3 §), for a moms-registered seller.
  if (profile.vat !== 'nej' && (profile.eu === 'varor' || profile.eu === 'tjanster')) {
    const step = profile.eu === 'varor' ? 1 : 3;
    let end: YearMonth = fromPeriodEnd(
      step === 1
        ? startMonth
        : { year: startMonth.year, month: Math.ceil(startMonth.month / 3) * 3 },
      step,
    );
    for (; monthsBetween(end, lastMonth) >= 0; end = addMonths(end, step)) {
      const first = addMonths(end, 1 - step);
      all.push(
        deadline({
          id: step === 1 ? `ps-${monthKey(end)}` : `ps-${end.year}-k${Math.ceil(end.month / 3)}`,
          kind: 'periodisk-sammanstallning',
          title: 'Periodisk sammanställning',
          period: spanName(first, end),
          statutoryDate: ecSalesListDue(end, profile.electronic),
          description: `Rapportera försäljningen till företag i andra EU-länder under ${spanName(first, end)}${profile.electronic ? ' i e-tjänsten (på blankett gäller den 20:e)' : ' på blankett (digitalt gäller den 25:e)'}.`,
          payment: false,
          legalRef: `35 kap. 9 § ${SFL}`,
          source: DEADLINE_SOURCES.periodiskSammanstallning,
          articleId: 'moms-eu-utlandet',
        }),
      );
    }
  }

  return all
    .filter((item) => item.dueDate >= window.from && item.dueDate < window.until)
    .sort((a, b) =>
      a.dueDate === b.dueDate
        ? KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind)
        : a.dueDate < b.dueDate
          ? -1
          : 1,
    );
}

const KIND_ORDER: readonly DeadlineKind[] = [
  'moms',
  'arbetsgivardeklaration',
  'arbetsgivarbetalning',
  'f-skatt',
  'fyllnadsinbetalning',
  'periodisk-sammanstallning',
  'inkomstdeklaration',
  'arsstamma',
  'arsredovisning',
];

const FYLLNAD_LEGAL_REF = `65 kap. 4, 6 och 18 §§ ${SFL}`;

/**
 * The fyllnadsinbetalning dates of every beskattningsår that has begun by `lastMonth`: what
 * exceeds 30 000 kr by the 12th of the second month after the year, up to 30 000 kr by the 3rd of
 * the fifth (rules.ts). An enskild firma's owner and a handelsbolag's partners pay their own tax,
 * whose year is the calendar year (3 kap. 4 § SFL). An aktiebolag's year is its fiscal year, for
 * the interest of 65 kap. 6 and 18 §§ by the period of 3 kap. 5 §; 65 kap. 4 §, which gives the
 * 30 000 kr, is not in that list, so for a fiscal year that ends in another month than December,
 * April, June or August only the date for the part over 30 000 kr is given, and the event says
 * where to find the other one.
 */
function supplementaryPayments(profile: PlanProfile, lastMonth: YearMonth): Deadline[] {
  if (profile.form !== 'ab') {
    const partners = profile.form === 'hb';
    const years: number[] = [];
    for (let year = monthOf(profile.start).year; year <= lastMonth.year; year += 1)
      years.push(year);
    return years.flatMap((year) =>
      supplementaryPaymentsOfYear({
        key: String(year),
        period: `inkomståret ${year}`,
        titlePrefix: partners ? 'Delägarnas fyllnadsinbetalning' : 'Fyllnadsinbetalning',
        lead: partners
          ? `Räknar en delägare med kvarskatt för inkomståret ${year}, alltså att den slutliga skatten blir högre än den preliminärskatt som betalats, slipper delägaren kostnadsränta med en extra inbetalning till sitt skattekonto.`
          : `Räknar du med kvarskatt för inkomståret ${year}, alltså att den slutliga skatten blir högre än den preliminärskatt du har betalat, slipper du kostnadsränta med en extra inbetalning till ditt skattekonto.`,
        over30000: { year, month: 12 },
        upTo30000: { year, month: 12 },
      }),
    );
  }
  return fiscalYears(profile, lastMonth).flatMap((year) => {
    const name = fiscalYearName(year.first, year.end);
    const mapped = mappedYearEnd(year.end);
    return supplementaryPaymentsOfYear({
      key: monthKey(year.end),
      period: name,
      titlePrefix: 'Fyllnadsinbetalning',
      lead: `Räknar bolaget med kvarskatt för ${name}, alltså att den slutliga skatten blir högre än den preliminärskatt som betalats, slipper det kostnadsränta med en extra inbetalning till skattekontot.`,
      over30000: mapped,
      upTo30000: mapped.month === year.end.month ? year.end : null,
    });
  });
}

/**
 * One beskattningsår's fyllnadsinbetalning events: the part over 30 000 kr by the year that
 * interest counts from (`over30000`), the part up to it by the year of 65 kap. 4 § (`upTo30000`),
 * or, when that date is not given, a word on where to find it.
 */
function supplementaryPaymentsOfYear(year: {
  key: string;
  period: string;
  titlePrefix: string;
  lead: string;
  over30000: YearMonth;
  upTo30000: YearMonth | null;
}): Deadline[] {
  const event = (id: string, title: string, statutoryDate: CivilDate, description: string) =>
    interestDeadline({
      id,
      kind: 'fyllnadsinbetalning',
      title: `${year.titlePrefix}, ${title}`,
      period: year.period,
      statutoryDate,
      description: `${year.lead} ${description}`,
      payment: true,
      legalRef: FYLLNAD_LEGAL_REF,
      source: DEADLINE_SOURCES.fyllnadsinbetalning,
      articleId: 'f-skatt-preliminarskatt',
    });
  const over = 'Den del av kvarskatten som överstiger 30 000 kr ska vara bokförd senast i dag.';
  const upTo = year.upTo30000;
  return [
    event(
      `fyllnad-${year.key}-over-30000`,
      'det som överstiger 30 000 kr',
      supplementaryPaymentDue(year.over30000, 'over30000'),
      upTo === null
        ? `${over} För resten, upp till 30 000 kr, gäller ett senare datum; med ett räkenskapsår som inte slutar i december, april, juni eller augusti visar Skatteverkets tjänst Viktiga datum vilket.`
        : over,
    ),
    ...(upTo === null
      ? []
      : [
          event(
            `fyllnad-${year.key}`,
            'upp till 30 000 kr',
            supplementaryPaymentDue(upTo, 'upTo30000'),
            'Upp till 30 000 kr av kvarskatten ska vara bokförda senast i dag.',
          ),
        ]),
  ];
}

export interface MonthGroup {
  /** 'YYYY-MM' */
  key: string;
  /** 'februari 2027' */
  label: string;
  deadlines: Deadline[];
}

/** The deadlines by the month they fall due in. */
export function groupByMonth(deadlines: readonly Deadline[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  for (const item of deadlines) {
    const ym = monthOf(item.dueDate);
    const key = monthKey(ym);
    let group = groups.at(-1);
    if (group?.key !== key) {
      group = { key, label: monthName(ym), deadlines: [] };
      groups.push(group);
    }
    group.deadlines.push(item);
  }
  return groups;
}
