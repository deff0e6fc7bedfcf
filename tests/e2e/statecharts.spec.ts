import { readdirSync } from 'node:fs';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The statechart view for QA (/statecharts and the 'Visa tillståndsdiagram' panel): every machine
 * of src/machines is drawn with exactly the states and transitions of its definition, and the
 * running app's actors are followed live.
 */

/** Every machine exported by src/machines, with what its definition says (counted here). */
async function machineDefinitions(): Promise<
  { id: string; states: number; transitions: number }[]
> {
  const files = readdirSync('src/machines').filter((file) => file.endsWith('.ts'));
  const machines: { id: string; states: number; transitions: number }[] = [];
  for (const file of files) {
    const module = (await import(`../../src/machines/${file}`)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (typeof value !== 'object' || value === null || !('root' in value) || !('toJSON' in value))
        continue;
      const machine = value as AnyStateMachine;
      const nodes: AnyStateNode[] = [];
      const walk = (node: AnyStateNode) => {
        nodes.push(node);
        Object.values(node.states).forEach((child) => walk(child as AnyStateNode));
      };
      walk(machine.root);
      const transitions = nodes.reduce(
        (sum, node) =>
          sum +
          [...node.transitions.values()].reduce((n, list) => n + list.length, 0) +
          (node.always?.length ?? 0),
        0,
      );
      machines.push({ id: machine.id, states: nodes.length - 1, transitions });
    }
  }
  return machines;
}

test('/statecharts draws every machine with the states and transitions of its definition', async ({
  page,
}) => {
  // Fifteen layouts in the worker and an axe scan of a large SVG: more than the default 30 s on
  // a busy two-core machine (32 s seen with the whole suite running).
  test.setTimeout(120_000);
  const machines = await machineDefinitions();
  expect(machines.length).toBeGreaterThan(10);
  await page.goto('/statecharts');
  await expect(page.getByRole('heading', { level: 1, name: 'Tillståndsdiagram' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('[data-chart]')).toHaveCount(machines.length);

  // The first chart: drawn at once, operable by keyboard, no axe violations. (Charts are drawn as
  // they scroll into view, so this scan stays quick.)
  const first = page.locator('[data-chart]').first();
  await expect(first).toHaveAttribute('data-layout', 'ready', { timeout: 10_000 });
  const state = first.locator('[data-state-id]').first();
  await state.focus();
  await expect(state).toBeFocused();
  await expect(first.getByText('Övergångar ut')).toBeVisible();
  const transition = first.locator('[data-transition]').first();
  await transition.focus();
  await expect(first.getByText('Händelse', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Every machine, laid out by the worker as it scrolls into view, with exactly the states and
  // transitions of its definition (and a route for every transition).
  const drawn: { id: string | null; states: number; transitions: number; routeless: number }[] = [];
  for (const chart of await page.locator('[data-chart]').all()) {
    // Scrolled by the page itself, not by Playwright's scrollIntoViewIfNeeded, which first waits
    // for the element to stand still: charts above it keep growing while their test paths and
    // live panels fill in, so on a busy machine it may never count as stable. Scroll again until
    // the chart has been seen and laid out (a chart pushed out of view before it was seen).
    await expect(async () => {
      await chart.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await expect(chart).toHaveAttribute('data-layout', 'ready', { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    drawn.push(
      await chart.locator('svg[data-machine]').evaluate((svg) => ({
        id: svg.getAttribute('data-machine'),
        states: svg.querySelectorAll('[data-state-id]').length,
        transitions: new Set(
          [...svg.querySelectorAll('[data-transition]')].map((g) =>
            g.getAttribute('data-transition'),
          ),
        ).size,
        routeless: [...svg.querySelectorAll('[data-transition] path')].filter(
          (path) => (path.getAttribute('d') ?? '') === '',
        ).length,
      })),
    );
  }
  expect(drawn.map((chart) => chart.id).sort()).toEqual(machines.map((m) => m.id).sort());
  for (const machine of machines) {
    const chart = drawn.find((candidate) => candidate.id === machine.id);
    expect(chart, machine.id).toEqual({ ...machine, routeless: 0 });
  }
});

test.describe('live', () => {
  test.use({ consent: null });

  test('the panel over the app follows the cookie banner as the visitor accepts it', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Visa tillståndsdiagram' }).click();
    const panel = page.getByRole('complementary', { name: 'Tillståndsdiagram (live)' });
    await panel.getByLabel('Maskin').selectOption('cookieConsent');
    const chart = panel.locator('svg[data-machine="cookieConsent"]');
    await expect(chart.locator('[data-state-id="cookieConsent.banner.summary"]')).toHaveAttribute(
      'data-active',
      'true',
      { timeout: 5_000 },
    );
    await expectNoAxeViolations(page);

    const banner = page.getByRole('region', { name: 'Vi använder cookies' });
    await banner.getByRole('button', { name: 'Acceptera alla' }).click();
    await expect(chart.locator('[data-state-id="cookieConsent.decided"]')).toHaveAttribute(
      'data-active',
      'true',
    );
    await expect(chart.locator('[data-state-id="cookieConsent.banner"]')).not.toHaveAttribute(
      'data-active',
    );
    // The transition just taken flashes, and the event is in the actor's log.
    await expect(
      chart.locator('[data-transition^="cookieConsent.banner --cookieConsent.acceptAll"]'),
    ).toHaveAttribute('data-flash', 'true');
    await expect(panel.getByRole('list', { name: /Senaste händelser/ })).toContainText(
      'cookieConsent.acceptAll',
    );
  });

  test('the panel sees a search the page started lazily, with the events sent before it ran', async ({
    page,
  }) => {
    await page.goto('/articles');
    await page.getByRole('button', { name: 'Visa tillståndsdiagram' }).click();
    const panel = page.getByRole('complementary', { name: 'Tillståndsdiagram (live)' });
    const field = page.getByRole('searchbox', { name: 'Sök artiklar eller innehåll' });
    await field.fill('moms');
    await expect(page.getByRole('heading', { name: /^Sökresultat/ })).toBeVisible();
    await expect(panel.locator('option[value="articleSearch"]')).toContainText('körs');
    await panel.getByLabel('Maskin').selectOption('articleSearch');
    const chart = panel.locator('svg[data-machine="articleSearch"]');
    await expect(chart.locator('[data-state-id="articleSearch.query.results"]')).toHaveAttribute(
      'data-active',
      'true',
    );
  });
});
