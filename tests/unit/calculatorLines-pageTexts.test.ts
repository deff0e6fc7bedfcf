/**
 * What the employee-cost, moms and hourly-rate pages say, line by line, where no other test reads
 * it: every line of the result with its test id (`data-testid` `line-<id>` on the page, which
 * the e2e tests find the amounts by), the fields a page is given no text for, and 'Så räknar
 * vi' in full. The figures are the rules' own, worked out in the comments: arbetsgivaravgifter
 * 31,42 % (20,81 % up to 25 000 kr a month for pay paid 1 April 2026–30 September 2027 to
 * those born 2003–2007), semestertillägg 0,43 % of the monthly salary per paid holiday day,
 * semesterersättning 12 %, särskild löneskatt 24,26 %, moms 25, 12 and 6 %.
 */
import { describe, expect, it } from 'vitest';
import {
  employeeCost,
  employeeCostExplanation,
  evaluateEmployeeCost,
} from '../../src/content/calculators/employeeCost';
import { evaluateVat, vatExplanation } from '../../src/content/calculators/vat';
import {
  evaluateHourlyRate,
  hourlyRateExplanation,
} from '../../src/content/calculators/hourlyRate';

const NB = '\u00a0';

/** A line as the page shows it, with plain spaces for no-break ones. */
const shown = (line: {
  id: string;
  label: string;
  detail: string;
  month: number;
  year: number;
}) => [line.id, line.label, line.detail.replace(/\u00a0/gu, ' '), line.month, line.year];

describe('what an employee costs: every line of the page', () => {
  it('the procentregeln: 12 % semesterersättning on the pay for worked time, with its fees', () => {
    const view = evaluateEmployeeCost({
      lon: '30 000',
      fodd: '1991',
      semester: 'procentregeln',
      pension: '',
    });
    // 30 000 × 31,42 % = 9 426 a month; 12 % of 30 000 = 3 600 a month, 43 200 a year;
    // 31,42 % of 43 200 = 13 573,44 a year, 1 131,12 a month.
    expect(view.result?.lines.map(shown)).toEqual([
      ['lon', 'Månadslön', 'Bruttolön för arbetad tid', 30_000, 360_000],
      ['avgifter', 'Arbetsgivaravgifter', '31,42 % (födda 1959–2002)', 9_426, 113_112],
      [
        'semester',
        'Semesterersättning',
        '12 % av lönen (procentregeln), betalas med lönen',
        3_600,
        43_200,
      ],
      [
        'semesteravgifter',
        'Arbetsgivaravgifter på semesterersättningen',
        'Samma avgift som på lönen',
        1_131,
        13_573,
      ],
    ]);
  });

  it('a tjänstepension of 4,5 %: the premium and the särskild löneskatt on it, under their own lines', () => {
    const view = evaluateEmployeeCost({ lon: '30 000', fodd: '1991', pension: '4,5' });
    // Sammalöneregeln: 0,43 % × 30 000 × 25 days = 3 225 a year, 31,42 % on it = 1 013,30.
    // The premium: 4,5 % of 30 000 = 1 350 a month, 16 200 a year; 24,26 % of it = 327,51 a
    // month, 3 930,12 a year.
    expect(view.result?.lines.map(shown)).toEqual([
      ['lon', 'Månadslön', 'Bruttolön, även under semestern', 30_000, 360_000],
      ['avgifter', 'Arbetsgivaravgifter', '31,42 % (födda 1959–2002)', 9_426, 113_112],
      [
        'semester',
        'Semestertillägg',
        '0,43 % av månadslönen × 25 betalda semesterdagar, betalas ut med semestern. Lönen under semestern ingår i månadslönen.',
        269,
        3_225,
      ],
      [
        'semesteravgifter',
        'Arbetsgivaravgifter på semestertillägget',
        'Samma avgift som på lönen',
        84,
        1_013,
      ],
      ['pension', 'Tjänstepension', '4,5 % av lönen', 1_350, 16_200],
      ['loneskatt', 'Särskild löneskatt på pensionen', '24,26 % av premien', 328, 3_930],
    ]);
  });

  it("the semestertillägg pays July's fees even when the day computed is in February", () => {
    // Born 2006, 20 000 kr a month, computed for pay paid 10 February 2026 (full rate that month).
    // The tillägg, 0,43 % × 20 000 × 25 = 2 150 kr, is paid with the holiday in July, inside the
    // youth period: 20 000 + 2 150 = 22 150 kr stays under the 25 000 kr ceiling, so all of it
    // pays 20,81 %: 447,415 kr, not February's 31,42 % (675,53 kr).
    const cost = employeeCost(
      { monthlySalary: 20_000, birthYear: 2006, pensionRate: 0 },
      '2026-02-10',
    );
    expect(cost.contributions).toBeCloseTo(6_284, 6);
    expect(cost.holidayPayYear).toBeCloseTo(2_150, 6);
    expect(cost.holidayContributionsYear).toBeCloseTo(447.415, 6);
  });

  it('a required field the page has no text for asks to be filled in', () => {
    expect(evaluateEmployeeCost({})).toEqual({
      errors: { lon: 'Fyll i månadslönen.', fodd: 'Fyll i födelseåret.' },
    });
  });

  it("'Så räknar vi' in 2026, paragraph by paragraph", () => {
    expect(employeeCostExplanation()).toEqual([
      'Arbetsgivaravgifterna beror på den anställdas ålder vid årets ingång. 2026 betalar du 31,42 % för de flesta, bara ålderspensionsavgiften, 10,21 %, för födda 1938–1958 och ingen avgift alls för födda 1937 eller tidigare. För födda 2003–2007 är avgiften 20,81 % på lön som betalas ut 1 april 2026–30 september 2027, på de första 25 000 kr i månaden; på resten betalar du 31,42 %. Ett år räknas månad för månad: den sänkta avgiften bara på lön som betalas ut under perioden.',
      'Semestern räknas som semesterlagen gör om inget annat är avtalat. En anställd med fast månadslön behåller lönen under semestern (sammalöneregeln), så tolv månadslöner betalar redan semesterdagarna. Utöver lönen får den anställda ett semestertillägg på 0,43 % av månadslönen per betald semesterdag, 25 dagar om året enligt lagen. Med timlön eller annan rörlig lön gäller procentregeln: 12 % av lönen för arbetad tid i semesterersättning, och lönen i fältet är då lönen för arbetad tid i snitt per månad. Arbetsgivaravgifter betalas på semestertillägget och semesterersättningen också.',
      'Tjänstepensionen räknas som en procent av lönen, med särskild löneskatt, 24,26 %, på premien i stället för arbetsgivaravgifter. Ett år är tolv månader, plus årets semestertillägg, som betalas ut med semestern i juli.',
      'Räknaren tar inte med växa-stöd, avtalsförsäkringar, sjuklön, ett högre semestertillägg enligt kollektivavtal eller utrustning. Har företaget rätt till växa-stöd får det tillbaka en del av avgifterna i efterhand.',
    ]);
  });

  it("'Så räknar vi' before 1 April 2026 says when the youth rate will apply", () => {
    const [ages] = employeeCostExplanation('2026-02-10');
    expect(ages).toContain(
      'Den tillfälligt sänkta avgiften för unga, 20,81 %, gäller lön som betalas ut 1 april 2026–30 september 2027.',
    );
    expect(ages).not.toContain('på de första 25 000 kr i månaden');
  });

  it("'Så räknar vi' after 30 September 2027 says the youth rate applied, in the past", () => {
    const [ages] = employeeCostExplanation('2027-10-15');
    expect(ages).toContain(
      'Den tillfälligt sänkta avgiften för unga, 20,81 %, gällde lön som betalades ut 1 april 2026–30 september 2027.',
    );
  });
});

describe('moms: the rate chosen, a missing amount, and how it is computed', () => {
  it('1 000 kr excluding 12 % moms: 120 kr of moms, 1 120 kr including', () => {
    const view = evaluateVat({ belopp: '1 000', riktning: 'exkl', sats: '12' });
    expect(view.result?.lines.map((line) => [line.id, line.label, line.value])).toEqual([
      ['exkl', 'Exklusive moms', `1${NB}000${NB}kr`],
      ['moms', 'Moms 12 %', `120${NB}kr`],
      ['inkl', 'Inklusive moms', `1${NB}120${NB}kr`],
    ]);
    expect(view.result?.summary).toBe(
      `1${NB}000${NB}kr plus 12 % moms, 120${NB}kr, blir 1${NB}120${NB}kr inklusive moms.`,
    );
  });

  it('1 060 kr including 6 % moms holds 60 kr', () => {
    // 1 060 × 6 / 106 = 60
    const view = evaluateVat({ belopp: '1 060', riktning: 'inkl', sats: '6' });
    expect(view.result?.summary).toBe(
      `I 1${NB}060${NB}kr inklusive 6 % moms är momsen 60${NB}kr och beloppet exklusive moms 1${NB}000${NB}kr.`,
    );
  });

  it('an amount the page has no text for asks to be filled in', () => {
    expect(evaluateVat({})).toEqual({ errors: { belopp: 'Fyll i beloppet.' } });
  });

  it("'Så räknar vi' says how moms is added and taken out", () => {
    expect(vatExplanation()[0]).toBe(
      'Exklusive moms: momsen är beloppet gånger momssatsen, och beloppet inklusive moms är summan. Inklusive moms: momsen är beloppet gånger momssatsen delat med 100 % plus momssatsen, vid 25 % alltså en femtedel av beloppet. Allt räknas i hela ören.',
    );
  });
});

describe('hourly rate: fields with no text, and how it is computed', () => {
  it('the required fields ask to be filled in; the optional costs and margin do not', () => {
    expect(evaluateHourlyRate({})).toEqual({
      errors: {
        lon: 'Fyll i månadslönen.',
        ledigt: 'Fyll i antalet lediga veckor.',
        debiterbart: 'Fyll i den debiterbara andelen.',
      },
    });
  });

  it("'Så räknar vi' in 2026, paragraph by paragraph", () => {
    expect(hourlyRateExplanation()).toEqual([
      'I aktiebolag betalar bolaget din lön och arbetsgivaravgifter på den, 31,42 % för den som är född 1959 eller senare. I enskild firma är lönen det som blir kvar av överskottet när egenavgifterna är betalda. Egenavgifterna, 28,97 %, räknas på överskottet efter avdraget för dem. Första året är avdraget ett schablonavdrag på 25 % och avgifterna blir lite lägre, men året därpå byts det mot de faktiska avgifterna, och år efter år landar de på 28,97 % av det som blir kvar. Från dem drar Skatteverket själv en nedsättning på 7,5 % av underlaget, högst 15 000 kr om året. Det är den nivån räknaren använder.',
      'Ett år har 52 veckor. Utan de lediga veckorna och med 40 timmars arbetsvecka får du arbetstimmarna, och av dem kan du fakturera den debiterbara andelen. Lön, avgifter och kostnader delat med de debiterbara timmarna ger det lägsta timpriset, exklusive moms: det pris där företaget precis går jämnt upp. Marginalen läggs ovanpå, för vinst, buffert och trögare månader.',
      'Räknaren tar inte med inkomstskatt, bolagsskatt eller utdelning, och räknar med fulla avgifter och nedsättningen av egenavgifterna. Äldre och den som har valt en annan karenstid kan ha lägre egenavgifter.',
    ]);
  });

  it("'Så räknar vi' in 2027: the full arbetsgivaravgift from those born 1960", () => {
    // Whoever has turned 67 at the start of 2027 (born 1959 or earlier) pays only the
    // ålderspensionsavgift (Skatteverket, arbetsgivaravgifter).
    const [first] = hourlyRateExplanation(2027);
    expect(first).toMatch(/ för den som är född 1960 eller senare\./u);
  });
});
