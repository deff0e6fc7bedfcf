import { expect, expectNoAxeViolations, test } from './fixtures';
import { loadedScripts } from './helpers/scripts';

// Axe scans of long pages, reloads and ten ticks: allow more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/**
 * The guide's static pages: landing, about, information, FAQ, help, terms and the checklist.
 * Tests tagged @mobile also run at 390 px.
 */

test.describe('landing page /', () => {
  test('hero, feature cards, testimonials, blog block and Vilka är vi? @mobile', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Startklar - Din guide till företagande');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Starta företag i Sverige, ett steg i taget' }),
    ).toBeVisible();

    for (const title of [
      'Guider för varje steg',
      'Fakturera utan eget företag',
      'Tio steg till ett färdigt företag',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Så fakturerar du utan företag' })).toHaveAttribute(
      'href',
      '/articles#fakturera-utan-foretag',
    );

    await expect(page.getByRole('heading', { name: 'Det här säger våra läsare' })).toBeVisible();
    for (const name of ['Sara Nilsson', 'Ahmed Karimi', 'Linnea Berg']) {
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Läs företagsbloggen' })).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Vilka är vi?' })).toBeVisible();

    // Every image is shipped with the site (the hero inside the page), has intrinsic size and
    // actually loads.
    const images = page.locator('main img');
    await expect(images).toHaveCount(6);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      const src = await image.getAttribute('src');
      expect(src).toMatch(/^(\/images\/site\/|data:image\/svg\+xml,)/);
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expectNoAxeViolations(page);
  });

  test("starts without its sections' code; drawn by the app they are whole and their links stay in the app", async ({
    page,
  }) => {
    const sectionScripts = () => loadedScripts(page, /\/HomeSections-[\w-]+\.js$/);
    const sectionsText = () =>
      Promise.all(
        ['#startsida-tjanster', '#startsida-berattelser'].map((id) => page.locator(id).innerText()),
      );
    await page.goto('/');
    // The prerendered sections are the page's, without their code.
    await expect(page.getByRole('heading', { level: 2, name: 'Vilka är vi?' })).toBeVisible();
    const prerendered = await sectionsText();
    expect(prerendered.join('\n')).toContain('Sara Nilsson');
    await page.waitForFunction(
      () => performance.getEntriesByName('startklar:app-ready').length > 0,
    );
    expect(await sectionScripts()).toEqual([]);

    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    // A link inside a kept section navigates in the app.
    await page.getByRole('link', { name: 'Till artiklarna' }).click();
    await expect(page).toHaveURL('/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Artiklar' })).toBeVisible();

    // Back on /, drawn by the app this time: the same sections, from their code.
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Vilka är vi?' })).toBeVisible();
    expect(await sectionsText()).toEqual(prerendered);
    expect(await sectionScripts()).not.toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });

  test('the hero button opens the inline business test and moves focus into it @mobile', async ({
    page,
  }) => {
    await page.goto('/');
    // The test's machine and its sign-in step load when it is opened, not with the page.
    const quizScripts = () =>
      loadedScripts(page, /\/(LiveLandingQuiz|landingQuiz|codeRequest)-[\w-]+\.js$/);
    expect(await quizScripts()).toEqual([]);
    const start = page.getByRole('button', { name: 'Starta företagstestet' });
    await expect(start).toHaveAttribute('aria-expanded', 'false');
    const regionId = await start.getAttribute('aria-controls');
    expect(regionId).toBeTruthy();
    const region = page.locator(`[id="${regionId}"]`);
    await expect(region).toBeHidden();

    await start.click();
    await expect(start).toHaveAttribute('aria-expanded', 'true');
    await expect(region).toBeAttached();
    expect(await quizScripts()).toContainEqual(expect.stringMatching(/\/LiveLandingQuiz-/));
    await expect
      .poll(() =>
        page.evaluate(
          (id) => document.getElementById(id)?.contains(document.activeElement) ?? false,
          regionId!,
        ),
      )
      .toBe(true);
    await expectNoAxeViolations(page);

    await start.click();
    await expect(start).toHaveAttribute('aria-expanded', 'false');
    await expect(region).toBeHidden();
  });

  test("the counter counts up to '100+' when scrolled into view", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const counter = page.getByTestId('counter');
    const number = counter.locator('[aria-hidden="true"]');
    await expect(counter).toContainText('Nöjda läsare');
    // Still waiting below the fold.
    await expect(number).toHaveText('0');
    await counter.scrollIntoViewIfNeeded();
    await expect.poll(async () => number.textContent(), { timeout: 1500 }).not.toBe('0');
    await expect(number).toHaveText('100+', { timeout: 5000 });
  });

  test("with reduced motion the counter shows '100+' at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('counter').locator('[aria-hidden="true"]')).toHaveText('100+');
  });
});

test.describe('about, information, FAQ, help and terms', () => {
  test('/about tells why Startklar was founded', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About | Startklar');
    await expect(page.getByRole('heading', { level: 1, name: 'Om oss' })).toBeVisible();
    for (const heading of ['Varför vi startade Startklar', 'Vårt mål', 'Så arbetar vi']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('/information lists four cards of article links', async ({ page }) => {
    await page.goto('/information');
    await expect(page.getByRole('heading', { level: 1, name: 'Information' })).toBeVisible();
    for (const title of ['Företagsformer', 'Viktiga steg', 'Dokument', 'Försäkringar']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Kommanditbolag' })).toHaveAttribute(
      'href',
      '/articles#kommanditbolag',
    );
    await expectNoAxeViolations(page);
  });

  test('/information links land on the article card @mobile', async ({ page }) => {
    await page.goto('/information');
    await page.getByRole('link', { name: 'Ekonomisk förening' }).click();
    await expect(page).toHaveURL(/\/articles#ekonomisk-forening$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Artiklar' })).toBeVisible();
    // The /articles page renders one card per article with the slug as its id.
    await expect(page.locator('[id="ekonomisk-forening"]')).toBeInViewport();
  });

  test('/faq shows company forms, business ideas and an accordion', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Vanliga frågor' })).toBeVisible();
    for (const form of [
      'Enskild firma',
      'Aktiebolag',
      'Handelsbolag',
      'Kommanditbolag',
      'Ekonomisk förening',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: form, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole('heading', { level: 2, name: 'Affärsidéer som många börjar med' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Läs om aktiebolag' })).toHaveAttribute(
      'href',
      '/articles#aktiebolag',
    );

    const question = page.getByRole('button', { name: 'Måste jag ta ut moms?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('undantaget från moms utan att du ansöker')).toBeVisible();
    await expectNoAxeViolations(page);
    await question.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  test('/help has the quiz teaser, contact details and support hours @mobile', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Hjälp' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gör företagstestet' })).toHaveAttribute(
      'href',
      '/quiz',
    );
    const contact = page.getByRole('region', { name: 'Kontakta oss' });
    await expect(contact.getByRole('link', { name: 'hej@startklar.se' })).toHaveAttribute(
      'href',
      'mailto:hej@startklar.se',
    );
    await expect(contact.getByRole('link', { name: '031-123 45 60' })).toHaveAttribute(
      'href',
      'tel:+46311234560',
    );
    await expect(contact).toContainText('Kungsportsavenyen 21, 411 36 Göteborg');
    await expect(contact).toContainText('Vardagar 09:00-17:00');
    await expect(page.getByRole('heading', { name: 'Frågor om sajten' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 3, name: 'Behöver jag ett konto?' }),
    ).toBeVisible();
    // What is kept, for how long, and how to download and delete it.
    for (const question of [
      'Vilka uppgifter sparar ni om mig, och hur länge?',
      'Hur laddar jag ner mina uppgifter?',
      'Hur raderar jag mitt konto?',
    ])
      await expect(page.getByRole('heading', { level: 3, name: question })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/terms covers use, personal data (what, how long, export, deletion), liability and cookies', async ({
    page,
  }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Användarvillkor' })).toBeVisible();
    for (const heading of [
      '1. Användning av sajten',
      '3. Personuppgifter: det här sparar vi',
      '4. Hur länge vi sparar uppgifterna',
      '5. Ladda ner eller radera dina uppgifter',
      '6. Var uppgifterna lagras och dina rättigheter',
      '7. Ansvarsbegränsning',
      '8. Cookies och lokal lagring',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main).toContainText('Supabase');
    await expect(main).toContainText('inom EU');
    await expect(main).toContainText('Integritetsskyddsmyndigheten');
    await expect(main).toContainText('Cookie-inställningar');
    await expect(main).toContainText('Ladda ner mina uppgifter');
    await expect(main).toContainText('Radera mitt konto');
    await expect(main).toContainText('i 10 minuter');
    for (const category of ['Nödvändiga:', 'Analys:', 'Marknadsföring:']) {
      await expect(main).toContainText(category);
    }
    await expectNoAxeViolations(page);
  });
});

test.describe('Företagslistan /foretagslistan', () => {
  const progress = (page: import('@playwright/test').Page) =>
    page.getByTestId('checklist-progress');

  test('ticks are counted and survive a reload @mobile', async ({ page }) => {
    await page.goto('/foretagslistan');
    await expect(page.getByRole('heading', { level: 1, name: 'Företagslistan' })).toBeVisible();
    const boxes = page.getByRole('checkbox');
    await expect(boxes).toHaveCount(10);
    await expect(progress(page)).toHaveText('0 av 10 klara');

    await page.getByText('Välj företagsform', { exact: true }).click();
    await page.getByText('Ansök om F-skatt', { exact: true }).click();
    await expect(progress(page)).toHaveText('2 av 10 klara');
    await expect(page.getByRole('checkbox', { name: 'Välj företagsform' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'F-skatt: så ansöker du' })).toHaveAttribute(
      'href',
      '/articles#f-skatt',
    );

    await page.reload();
    await expect(progress(page)).toHaveText('2 av 10 klara');
    await expect(page.getByRole('checkbox', { name: 'Välj företagsform' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Ansök om F-skatt' })).toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: 'Momsregistrera företaget' }),
    ).not.toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Börja om' }).click();
    await expect(progress(page)).toHaveText('0 av 10 klara');
    await page.reload();
    await expect(progress(page)).toHaveText('0 av 10 klara');
  });

  test('the keyboard ticks a step, and all ten give the done message', async ({ page }) => {
    await page.goto('/foretagslistan');
    const first = page.getByRole('checkbox', {
      name: 'Formulera affärsidén och skriv en affärsplan',
    });
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await expect(progress(page)).toHaveText('1 av 10 klara');

    for (const box of (await page.getByRole('checkbox').all()).slice(1)) {
      await box.focus();
      await page.keyboard.press('Space');
    }
    await expect(progress(page)).toHaveText('10 av 10 klara');
    await expect(
      page.getByRole('status').filter({ hasText: 'Alla tio steg är klara' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a corrupt stored value shows an empty list, not an error', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('foretagslistan', '{trasigt'));
    await page.goto('/foretagslistan');
    await expect(progress(page)).toHaveText('0 av 10 klara');
    await page.getByText('Öppna ett företagskonto', { exact: true }).click();
    await expect(progress(page)).toHaveText('1 av 10 klara');
  });
});
