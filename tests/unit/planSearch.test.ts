/**
 * The plan's address as /startplan and /likviditetsbudget read it: the router JSON-parses values,
 * and what validateSearch returns is written back into the URL, so a figure read as a number stays
 * a number (`?salj=60000`, never `?salj=%2260000%22`).
 */
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { hasPlanSearch, planInputOf, planSearchFrom } from '../../src/content/planSearch';

const parse = parseSearchWith(JSON.parse);
const stringify = stringifySearchWith(JSON.stringify, JSON.parse);

describe('planSearchFrom', () => {
  it('keeps the figures the router read as numbers, so the address is written back as it was', () => {
    const address = '?form=ab&start=2027-01-15&salj=60000&kskatt=32.5&lon=25+000&salj.2027-01=0';
    const search = planSearchFrom(parse(address));
    expect(search).toMatchObject({ salj: 60000, kskatt: 32.5, 'salj.2027-01': 0, lon: '25 000' });
    const written = stringify(search);
    expect(written).toContain('salj=60000');
    expect(written).toContain('salj.2027-01=0');
    expect(written).not.toContain('%22');
  });

  it('gives the planner every answer as text and drops unknown keys', () => {
    const search = planSearchFrom(parse('?form=ef&moms=ar&salj=50000&evil=1&sats=12'));
    expect(planInputOf(search)).toEqual({
      answers: { form: 'ef', moms: 'ar' },
      budget: { salj: '50000', sats: '12' },
    });
    expect(hasPlanSearch(search)).toBe(true);
    expect(hasPlanSearch(planSearchFrom(parse('?evil=1')))).toBe(false);
  });
});
