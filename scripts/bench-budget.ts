/**
 * Din likviditetsbudget's compute time (issue 57 item 7: "18 months of budget and calendar
 * together compute in ≤ 5 ms"), loaded by scripts/bench.mjs through Vite. One computation is
 * what /startplan does once a budget exists, from the answers as text: the start plan (its
 * answers read, its steps and its calendar of 18 months) and the budget (its answers read, 18
 * months of money in and out, every payment with its amount, the F-skatt, the set-aside), the
 * budget reusing the calendar's deadlines. /likviditetsbudget alone (the budget computing its own
 * calendar) and /startplan alone (what the budget adds to it) are measured too.
 *
 * All cases are run first until the optimising compiler has done its work, then each computation
 * after a warm-up of its own. Two times per computation: the wall clock, which on a shared
 * machine also counts the time the process waited for a core (the bench prints the load beside
 * it), and the CPU time the process spent (`process.cpuUsage`, user and system), which is what
 * the computation costs; the target is checked on the CPU time.
 */
import { computeBudget } from '../src/content/budget/engine';
import { computeBudgetView } from '../src/content/budget/budget';
import { readBudget, type BudgetAnswers } from '../src/content/budget/answers';
import { computeStartplan } from '../src/content/startplan/plan';
import type { Answers } from '../src/content/startplan/answers';

interface BudgetCase {
  name: string;
  plan: Answers;
  figures: BudgetAnswers;
  today: string;
}

const CASES: readonly BudgetCase[] = [
  {
    name: 'aktiebolag, moms per kvartal, två anställda med födelseår',
    plan: { form: 'ab', start: '2027-01-15', moms: 'kvartal', anstallda: 'ja' },
    figures: {
      salj: '180 000',
      kmm: '30 000',
      kum: '12 000',
      lon: '70 000',
      fodda: '1988, 2005',
      saldo: '100 000',
      'salj.2027-07': '60 000',
    },
    today: '2026-12-01',
  },
  {
    name: 'enskild firma, årsmoms, kontantmetoden, uttag och beslutad F-skatt',
    plan: { form: 'ef', start: '2027-03-10', moms: 'ar', eu: 'kop' },
    figures: {
      salj: '45 000',
      kmm: '4 000',
      uttag: '25 000',
      fskatt: '6 000',
      metod: 'kontant',
      dagar: '10',
    },
    today: '2026-12-01',
  },
  {
    name: 'aktiebolag sedan 2025, moms per månad, brutet räkenskapsår',
    plan: { form: 'ab', start: '2025-05-01', moms: 'manad', bokslut: '4', anstallda: 'ja' },
    figures: { salj: '400 000', kmm: '150 000', kum: '40 000', lon: '120 000', saldo: '50 000' },
    today: '2026-11-20',
  },
];

export interface BudgetTiming {
  name: string;
  /** 'startplan + budget' (shared calendar), 'budget alone', or 'startplan alone' for scale. */
  what: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  cpuMedianMs: number;
  cpuP95Ms: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

function measure(run: () => unknown, runs: number) {
  for (let index = 0; index < 100; index += 1) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    const used = process.cpuUsage();
    run();
    const spent = process.cpuUsage(used);
    wall.push(performance.now() - start);
    cpu.push((spent.user + spent.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    medianMs: percentile(wall, 50),
    p95Ms: percentile(wall, 95),
    cpuMedianMs: percentile(cpu, 50),
    cpuP95Ms: percentile(cpu, 95),
  };
}

/** The start plan and the budget of one case, as /startplan computes them together. */
function together({ plan, figures, today }: BudgetCase) {
  const startplan = computeStartplan(plan, today);
  if (startplan.reading.status !== 'complete' || !startplan.calendar) throw new Error('plan');
  const { profile } = startplan.reading;
  const reading = readBudget(figures, {
    form: profile.form,
    vat: profile.vat,
    year: Number(today.slice(0, 4)),
  });
  if (reading.status !== 'complete') throw new Error(JSON.stringify(reading.errors));
  return computeBudget(profile, reading.input, today, { startplan: startplan.calendar });
}

export function budgetTimings(runs = 300): BudgetTiming[] {
  const results: BudgetTiming[] = [];
  // Every case's code warm first (the optimising compiler works in the background, slowly on a
  // busy machine), then each computation after a warm-up of its own.
  for (let round = 0; round < 100; round += 1) {
    for (const item of CASES) {
      if (computeBudgetView(item.plan, item.figures, item.today).budget === null) {
        throw new Error(`no budget for ${item.name}`);
      }
      together(item);
    }
  }
  for (const item of CASES) {
    results.push({
      name: item.name,
      what: 'budget alone',
      runs,
      ...measure(() => computeBudgetView(item.plan, item.figures, item.today), runs),
    });
    results.push({
      name: item.name,
      what: 'startplan alone',
      runs,
      ...measure(() => computeStartplan(item.plan, item.today), runs),
    });
    results.push({
      name: item.name,
      what: 'startplan + budget',
      runs,
      ...measure(() => together(item), runs),
    });
  }
  return results;
}
