/**
 * /raknare/enskild-firma: egenavgifter as they settle, the tax on the surplus and an aktiebolag
 * with the same total cost beside it. The tax figures are Skatteverket's: its e-service "Räkna ut
 * rot- och rutavdrag" (www7.skatteverket.se/portal/rot-rut, inkomstår 2026, as recorded
 * 2026-09-11) prints each step for a given income; the results below are chosen so that the
 * income after egenavgifter, or the salary, is exactly that income. The avgifter follow
 * Skatteverket's page on egenavgifter: 28,97 %, a schablonavdrag of at most 25 %, none on an
 * underlag below 1 000 kr; and the general reduction that Skatteverket makes by itself,
 * then socialavgiftslagen 3 kap. 18 § as Skatteverket's rättslig vägledning "Avdrag från
 * egenavgifter" quotes it (https://www4.skatteverket.se/rattsligvagledning/edition/2016.9/1342.html),
 * since 1 January 2024 3 § lag (2023:748) with the same words
 * (https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/lag-2023748-om-sarskilt-avdrag-vid-berakning-av_sfs-2023-748/#P3):
 * "ett avdrag från avgifterna med 7,5 procent av avgiftsunderlaget. Avdraget får dock vara högst
 * 15 000 kr per år", only "till den del avgiftsunderlaget utgörs av avgiftspliktig inkomst av
 * näringsverksamhet", and only when "den avgiftspliktiga inkomsten överstiger 40 000 kr".
 */
import { describe, expect, it } from 'vitest';
import {
  evaluateSoleTrader,
  feeReduction,
  firstYearFees,
  settledFees,
  soleTrader,
  soleTraderExplanation,
} from '../../src/content/calculators/soleTrader';
import { incomeTax } from '../../src/content/calculators/incomeTax';

const NB = '\u00a0';

describe('egenavgifter', () => {
  it('the reduction: 7,5 % of the underlag, at most 15 000 kr, none at 40 000 kr or less', () => {
    expect(feeReduction(100_000)).toBe(7_500);
    expect(feeReduction(200_000)).toBe(15_000);
    expect(feeReduction(600_000)).toBe(15_000);
    // "överstiger 40 000 kr": at 40 000 none, just above it on the whole underlag
    expect(feeReduction(40_000)).toBe(0);
    expect(feeReduction(40_100)).toBeCloseTo(3_007.5, 6);
  });

  it('settle at 28,97 % of the result after the avgifter, less the reduction', () => {
    // (400 000 + 15 000) / 1,2897 = 321 780,26 → 321 780 kr after avgifter; avgifter
    // 321 780 × 28,97 % − 15 000 = 78 220 kr
    expect(settledFees(400_000)).toBe(78_220);
    // below the cap: 100 000 / (1,2897 − 0,075) = 82 325 kr after avgifter of 17 675 kr
    expect(settledFees(100_000)).toBe(17_675);
    // no reduction when what is left is 40 000 kr or less: 48 000 / 1,2897 = 37 218
    expect(settledFees(48_000)).toBe(10_782);
  });

  it('the first year: a 25 % schablonavdrag, then 28,97 % of the rest less the reduction', () => {
    // the example in the article Egenavgifter: 400 000 kr, schablonavdrag 100 000 kr,
    // 300 000 × 28,97 % = 86 910, less 15 000 = 71 910
    expect(firstYearFees(400_000)).toEqual({ schablon: 100_000, fees: 71_910 });
  });

  it('no egenavgifter on an underlag below 1 000 kr, none on a loss', () => {
    expect(settledFees(1_200)).toBe(0);
    expect(settledFees(0)).toBe(0);
    expect(firstYearFees(1_200).fees).toBe(0);
  });
});

describe('what a sole trader keeps', () => {
  it('Skatteverket, 360 000 kr in Stockholm (30,55 %): a result of 449 292 kr leaves exactly 360 000 kr after avgifter', () => {
    // 360 000 × 28,97 % − 15 000 = 89 292 kr of avgifter
    const { year } = soleTrader({ result: 449_292, municipalRate: 0.3055 });
    expect(year.fees).toBe(89_292);
    expect(year.reduction).toBe(15_000);
    expect(year.surplus).toBe(360_000);
    // "Beskattningsbar förvärvsinkomst 332 000 · Kommunal inkomstskatt + 101 426 ·
    //  allmän pensionsavgift - 25 200 · jobbskatteavdrag - 37 132 · förvärvsinkomst - 1 500"
    expect(year.tax.taxable).toBe(332_000);
    expect(year.tax.municipalTax).toBe(101_426);
    expect(year.tax.pensionFeeCredit).toBe(25_200);
    expect(year.tax.workCredit).toBe(37_132);
    expect(year.tax.earnedIncomeCredit).toBe(1_500);
    // + public service 1 184 kr: 101 426 − 37 132 − 1 500 + 1 184 = 63 978 kr
    expect(year.tax.total).toBe(63_978);
    expect(year.left).toBe(360_000 - 63_978);
  });

  it('Skatteverket, 180 000 kr in Göteborg (32,60 %): a result of 218 646 kr, the reduction below its cap', () => {
    // 180 000 × (28,97 % − 7,5 %) = 38 646 kr of avgifter
    const { year } = soleTrader({ result: 218_646, municipalRate: 0.326 });
    expect(year.fees).toBe(38_646);
    expect(year.reduction).toBe(13_500);
    expect(year.surplus).toBe(180_000);
    // "Beskattningsbar förvärvsinkomst 134 400 · Kommunal inkomstskatt + 43 814 ·
    //  pensionsavgift - 12 600 · jobbskatteavdrag - 18 625 · förvärvsinkomst - 708"
    expect(year.tax.taxable).toBe(134_400);
    expect(year.tax.municipalTax).toBe(43_814);
    expect(year.tax.pensionFee).toBe(12_600);
    expect(year.tax.workCredit).toBe(18_625);
    expect(year.tax.earnedIncomeCredit).toBe(708);
  });

  it('the aktiebolag beside it: Skatteverket, salary 720 000 kr in Stockholm', () => {
    // the same total cost, 720 000 × 1,3142 = 946 224 kr, pays 720 000 kr in salary
    const { aktiebolag } = soleTrader({ result: 946_224, municipalRate: 0.3055 });
    expect(aktiebolag.salary).toBe(720_000);
    expect(aktiebolag.employerFees).toBe(226_224);
    // "Statlig inkomstskatt + 11 920 · pensionsavgift - 47 100 · jobbskatteavdrag - 49 429"
    expect(aktiebolag.tax.stateTax).toBe(11_920);
    expect(aktiebolag.tax.pensionFee).toBe(47_100);
    expect(aktiebolag.tax.workCredit).toBe(49_429);
  });

  it('the page model: a year and a month, and the comparison in the summary', () => {
    const view = evaluateSoleTrader({ resultat: '449 292', kommunalskatt: '30,55' });
    expect(view.errors).toEqual({});
    const keep = view.result?.keepLines.map((line) => [line.id, line.year, line.month]);
    expect(keep).toEqual([
      ['resultat', 449_292, 37_441],
      ['egenavgifter', -89_292, -7_441],
      ['skatt', -63_978, -5_332],
      ['kvar', 296_022, 24_669],
    ]);
    expect(view.result?.keepLines[1]?.detail).toMatch(
      /minus nedsättningen 15\u00a0000\u00a0kr som Skatteverket gör själv/u,
    );
    const ab = view.result?.calculation.aktiebolag;
    expect(ab?.salary).toBe(341_875); // 449 292 / 1,3142 = 341 874,90
    expect(view.result?.summary).toMatch(
      new RegExp(
        `^Kvar i enskild firma: 296${NB}022${NB}kr om året, 24${NB}669${NB}kr i månaden\\. Det är [\\d${NB}]+${NB}kr mer än lön från ett aktiebolag med samma kostnad\\.$`,
        'u',
      ),
    );
  });

  it('the issue’s example, 500 000 kr at the 2026 average kommunalskatt: 8 794 kr more than without the reduction', () => {
    const view = evaluateSoleTrader({ resultat: '500 000', kommunalskatt: '32,38' });
    const year = view.result?.calculation.year;
    // (500 000 + 15 000) / 1,2897 = 399 317,67 → 399 318 kr after avgifter of 100 682 kr
    expect(year?.fees).toBe(100_682);
    expect(year?.surplus).toBe(399_318);
    expect(year?.left).toBe(321_958);
    // without the reduction: 500 000 / 1,2897 = 387 686,90 → 387 687 kr, taxed as a salary
    const without = 387_687;
    const taxWithout = incomeTax({
      earned: without,
      work: without,
      pensionable: without,
      municipalRate: 0.3238,
    }).total;
    expect(without - taxWithout).toBe(313_164);
    expect((year?.left ?? 0) - (without - taxWithout)).toBe(8_794);
  });

  it('says the reduction is in, and for whom the calculator is', () => {
    const text = soleTraderExplanation().join(' ');
    expect(text).toMatch(/sätter själv ned avgifterna med 7,5 % av underlaget, högst 15 000 kr/u);
    expect(text).toMatch(/född 1960–2002/u);
    // Younger than 67 at the start of 2027 (66 in 2026): born 1960 or later (issue 55).
    expect(soleTraderExplanation(2027).join(' ')).toMatch(/född 1960–2003/u);
  });
});

describe('the page, line by line', () => {
  /** A line as the page shows it: label, detail and value, with plain spaces. */
  const shown = (line: { label: string; detail?: string; value?: string; emphasis?: boolean }) =>
    [line.label, line.detail ?? '', line.value ?? '', line.emphasis === true].map((part) =>
      typeof part === 'string' ? part.replace(/\u00a0/gu, ' ') : part,
    );
  const byYear = (line: { label: string; detail?: string; year: number; month: number }) => [
    line.label,
    (line.detail ?? '').replace(/\u00a0/gu, ' '),
    line.year,
    line.month,
  ];

  it("Skatteverket's 449 292 kr in Stockholm: every line of the four parts", () => {
    const view = evaluateSoleTrader({ resultat: '449 292', kommunalskatt: '30,55' });
    // The tax of the surplus, 360 000 kr, step by step as Skatteverket's example has it
    // (above); the grundavdrag 28 000 kr is 360 000 − 332 000.
    expect(view.result?.taxLines.map(shown)).toEqual([
      ['Inkomst av näringsverksamhet', '', '360 000 kr', false],
      ['Grundavdrag', '', '−28 000 kr', false],
      ['Beskattningsbar inkomst', 'Avrundad nedåt till hela hundratal', '332 000 kr', true],
      ['Kommunalskatt 30,55 %', '', '101 426 kr', false],
      ['Statlig skatt 20 %', 'På det som överstiger 643 000 kr', '0 kr', false],
      ['Allmän pensionsavgift 7 %', '', '25 200 kr', false],
      [
        'Skattereduktion för allmän pensionsavgift',
        'Lika stor som avgiften, så långt skatten räcker',
        '−25 200 kr',
        false,
      ],
      ['Jobbskatteavdrag', '', '−37 132 kr', false],
      ['Skattereduktion för förvärvsinkomst', '', '−1 500 kr', false],
      ['Public service-avgift 1 %', '', '1 184 kr', false],
      ['Skatt och avgifter', '', '63 978 kr', true],
    ]);
    // The first year: 25 % schablonavdrag, 112 323 kr; 28,97 % of the other 336 969 kr is
    // 97 620 kr, less the reduction's cap 15 000 kr: 82 620 kr, 18,39 % of the result. Year after
    // year 89 292 kr, 19,87 %.
    expect(view.result?.firstYearLines.map(shown)).toEqual([
      ['Schablonavdrag 25 % av resultatet', '', '112 323 kr', false],
      [
        'Egenavgifter det första året',
        '28,97 % av resultatet efter schablonavdraget, minus nedsättningen: 18,39 % av resultatet',
        '82 620 kr',
        false,
      ],
      [
        'Egenavgifter år efter år',
        'Schablonavdraget byts mot de faktiska avgifterna: 19,87 % av resultatet',
        '89 292 kr',
        true,
      ],
    ]);
    // The same cost as an aktiebolag's salary: 449 292 / 1,3142 = 341 875 kr, 107 417 kr of
    // arbetsgivaravgifter; 282 062 kr is left, 13 960 kr less than the firm's 296 022 kr.
    expect(view.result?.aktiebolagLines.map(byYear)).toEqual([
      ['Bolagets kostnad för din lön', 'Lika mycket som firmans resultat', 449_292, 37_441],
      ['Arbetsgivaravgifter', '31,42 % på lönen', -107_417, -8_951],
      ['Lön före skatt', '', 341_875, 28_490],
      ['Skatt och avgifter på lönen', '', -59_813, -4_984],
      ['Kvar som lön från aktiebolag', '', 282_062, 23_505],
    ]);
    expect(view.result?.aktiebolagLines.at(-1)?.emphasis).toBe(true);
    expect(view.result?.keepLines.map((line) => line.emphasis === true)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(view.result?.keepLines[2]?.detail).toBe(
      'Kommunal och statlig skatt efter grundavdrag och skattereduktioner',
    );
    expect(view.result?.summary).toBe(
      `Kvar i enskild firma: 296${NB}022${NB}kr om året, 24${NB}669${NB}kr i månaden. Det är 13${NB}960${NB}kr mer än lön från ett aktiebolag med samma kostnad.`,
    );
  });

  it('a small result: no reduction (its underlag is at most 40 000 kr), so none is named', () => {
    const view = evaluateSoleTrader({ resultat: '30 000', kommunalskatt: '30,55' });
    expect(view.result?.calculation.year.reduction).toBe(0);
    expect(view.result?.keepLines[1]?.detail).toBe(
      `28,97${NB}% av resultatet efter avdraget för avgifterna, som de landar år efter år`,
    );
  });

  it('a result of 0: every share is 0 %, and the firm and the aktiebolag leave the same', () => {
    const view = evaluateSoleTrader({ resultat: '0', kommunalskatt: '30,55' });
    expect(view.result?.firstYearLines.map((line) => line.detail ?? '')).toEqual([
      '',
      `28,97${NB}% av resultatet efter schablonavdraget, minus nedsättningen: 0${NB}% av resultatet`,
      `Schablonavdraget byts mot de faktiska avgifterna: 0${NB}% av resultatet`,
    ]);
    expect(view.result?.summary).toBe(
      'Kvar i enskild firma: 0 kr om året, 0 kr i månaden. Det är lika mycket som lön från ett aktiebolag med samma kostnad.'.replace(
        / kr/gu,
        `${NB}kr`,
      ),
    );
  });

  it('each bad field is said beside it alone', () => {
    expect(
      Object.keys(evaluateSoleTrader({ resultat: 'mycket', kommunalskatt: '30' }).errors),
    ).toEqual(['resultat']);
    expect(
      Object.keys(evaluateSoleTrader({ resultat: '1000', kommunalskatt: 'hög' }).errors),
    ).toEqual(['kommunalskatt']);
  });
});

describe('bad input', () => {
  it.each([
    ['resultat', '', 'Fyll i resultatet.'],
    [
      'resultat',
      '-10 000',
      `Resultatet behöver vara mellan 0${NB}kr och 100${NB}000${NB}000${NB}kr.`,
    ],
    ['resultat', 'femhundra', 'Skriv resultatet med siffror, till exempel 500 000.'],
    ['resultat', '1e9', 'Skriv resultatet med siffror, till exempel 500 000.'],
    ['kommunalskatt', '0', `Kommunalskatten behöver vara mellan 20${NB}% och 40${NB}%.`],
  ])('%s = %j: %s', (key, text, message) => {
    const view = evaluateSoleTrader({ resultat: '500 000', kommunalskatt: '32,38', [key]: text });
    expect(view.errors).toEqual({ [key]: message });
    expect(view.result).toBeUndefined();
  });

  it('a result of 0 keeps nothing and pays nothing', () => {
    const view = evaluateSoleTrader({ resultat: '0', kommunalskatt: '32,38' });
    expect(view.result?.calculation.year.left).toBe(0);
    expect(view.result?.calculation.year.tax.total).toBe(0);
  });
});

describe('the page: test ids, the firm that leaves less, fields with no text, how it is computed', () => {
  it("Skatteverket's 449 292 kr: each line's test id, and the firm's lines with their labels", () => {
    const view = evaluateSoleTrader({ resultat: '449 292', kommunalskatt: '30,55' });
    // The amounts' data-testid on the page: firma-<id>-year, ab-<id>-year, skatt-<id>,
    // line-<id> (the first-year table has no prefix of its own).
    expect(
      view.result?.keepLines.map((line) => [line.id, line.label, line.year, line.month]),
    ).toEqual([
      // 449 292 − 89 292 kr of settled avgifter = 360 000 kr, taxed 63 978 kr (above)
      ['resultat', 'Resultat före egenavgifter', 449_292, 37_441],
      ['egenavgifter', 'Egenavgifter', -89_292, -7_441],
      ['skatt', 'Skatt och avgifter på inkomsten', -63_978, -5_332],
      ['kvar', 'Kvar i enskild firma', 296_022, 24_669],
    ]);
    expect(view.result?.aktiebolagLines.map((line) => line.id)).toEqual([
      'kostnad',
      'arbetsgivaravgifter',
      'lon',
      'skatt',
      'kvar',
    ]);
    expect(view.result?.taxLines.map((line) => line.id)).toEqual([
      'inkomst',
      'grundavdrag',
      'beskattningsbar',
      'kommunalskatt',
      'statlig',
      'pensionsavgift',
      'pensionsavgift-reduktion',
      'jobbskatteavdrag',
      'forvarvsinkomst',
      'public-service',
      'skatt',
    ]);
    expect(view.result?.firstYearLines.map((line) => line.id)).toEqual([
      'schablonavdrag',
      'egenavgifter-forsta',
      'egenavgifter-landar',
    ]);
  });

  it('32 300 kr: the allmän pensionsavgift with no tax to reduce leaves the firm 1 333 kr less', () => {
    // Settled avgifter, no reduction (the underlag is at most 40 000 kr): 32 300 / 1,2897 =
    // 25 044,6 → 25 045 kr left, 7 255 kr of avgifter. 25 045 kr is above 42,3 % of the
    // prisbasbelopp (25 041,60 kr), so the allmän pensionsavgift is due: 7 % = 1 753,15 →
    // 1 800 kr. The grundavdrag takes the whole income (at most the income), so no tax is left
    // for its skattereduktion. The aktiebolag's salary, 32 300 / 1,3142 = 24 578 kr, is below
    // the floor: no avgift, no tax. 25 045 − 1 800 = 23 245 kr against 24 578 kr.
    const view = evaluateSoleTrader({ resultat: '32 300', kommunalskatt: '32,38' });
    const tax = view.result?.calculation.year.tax;
    expect([tax?.taxable, tax?.pensionFee, tax?.pensionFeeCredit, tax?.total]).toEqual([
      0, 1_800, 0, 1_800,
    ]);
    expect(view.result?.calculation.aktiebolag.tax.total).toBe(0);
    // Nothing taken off reads '0 kr', not '−0 kr'; what is taken off keeps its minus.
    const shown = (id: string) => view.result?.taxLines.find((line) => line.id === id)?.value;
    expect(shown('grundavdrag')).toBe(`−25${NB}045${NB}kr`);
    expect(shown('pensionsavgift-reduktion')).toBe(`0${NB}kr`);
    expect(shown('jobbskatteavdrag')).toBe(`0${NB}kr`);
    expect(shown('forvarvsinkomst')).toBe(`0${NB}kr`);
    expect(view.result?.summary).toBe(
      `Kvar i enskild firma: 23${NB}245${NB}kr om året, 1${NB}937${NB}kr i månaden. Det är 1${NB}333${NB}kr mindre än lön från ett aktiebolag med samma kostnad.`,
    );
  });

  it('a result of 0: the first year has no schablonavdrag and no avgifter', () => {
    const view = evaluateSoleTrader({ resultat: '0', kommunalskatt: '30,55' });
    expect(view.result?.firstYearLines.map((line) => line.value)).toEqual([
      `0${NB}kr`,
      `0${NB}kr`,
      `0${NB}kr`,
    ]);
  });

  it('a field the page has no text for asks to be filled in', () => {
    expect(evaluateSoleTrader({})).toEqual({
      errors: { resultat: 'Fyll i resultatet.', kommunalskatt: 'Fyll i kommunalskatten.' },
    });
  });

  it("'Så räknar vi': the avgifter with the schablonavdrag, the tax on what is left, the aktiebolag", () => {
    const [fees, tax, aktiebolag] = soleTraderExplanation();
    expect(fees).toBe(
      'I enskild firma betalar du egenavgifter, 28,97 %, på överskottet efter avdraget för dem. Skatteverket sätter själv ned avgifterna med 7,5 % av underlaget, högst 15 000 kr om året, när inkomsten av näringsverksamhet är större än 40 000 kr; du behöver inte begära det. Eftersom avgifterna inte är kända när du deklarerar drar du första året av ett schablonavdrag på 25 % av resultatet. Året därpå återförs schablonavdraget och du drar av de avgifter som faktiskt debiterades. Har du samma resultat år efter år landar avgifterna på 28,97 % av resultatet efter avgifterna, minus nedsättningen, och det är det året räknaren visar.',
    );
    expect(tax).toBe(
      'Resultatet efter egenavgifterna beskattas som inkomst av aktiv näringsverksamhet, på samma sätt som lön: grundavdrag, kommunalskatt, statlig skatt på det som överstiger skiktgränsen 643 000 kr, jobbskatteavdrag och skattereduktion för förvärvsinkomst, allmän pensionsavgift med en lika stor skattereduktion och public service-avgift. Begravningsavgift och kyrkoavgift ingår inte.',
    );
    expect(aktiebolag).toBe(
      'Bredvid står ett aktiebolag som lägger lika mycket pengar på din lön: bolaget betalar lönen och arbetsgivaravgifter på 31,42 %, och du betalar skatt på lönen. Då blir inget kvar i bolaget. Vill du ta ut en del som utdelning i stället räknar du på det i utdelningsräknaren.',
    );
  });
});
