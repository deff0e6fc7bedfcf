/**
 * The reading side: /articles, an article, the category screens, /blog and a blog post.
 * Spec texts verbatim, the search flows, paging, ?search= prefill, not-found paths, the affiliate
 * link, and an axe scan of each page. Tests tagged @mobile also run at 390 px.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { articles } from '../../src/content/articles';
import {
  expect,
  expectNoAxeViolations,
  expectConsoleError,
  servedAsNotFound,
  test,
} from './fixtures';
import { loadedScripts } from './helpers/scripts';

const ARTICLE_CATEGORIES = [
  'Nyheter',
  'Teknologi',
  'Finansiella tjänster',
  'Ekonomi',
  'Trender',
  'Samarbete',
  'Skatter',
  'Investment',
  'Olika system',
  'Innovation',
  'Hållbarhet',
  'Forskning',
];
const BLOG_CATEGORIES = [
  'Från idé till succé',
  'Anställda',
  'Juridik',
  'Ekonomi',
  'Trender',
  'Solidaritet',
  'Motgångar',
  'Börsen',
  'Fordon',
  'Tech',
  'Miljö',
  'Att driva eget',
];
/** /blog's grid with its flag set: rows of four, each turned one place further than the one above. */
const BLOG_TILE_ORDER = [
  ...['Från idé till succé', 'Anställda', 'Juridik', 'Ekonomi'],
  ...['Börsen', 'Trender', 'Solidaritet', 'Motgångar'],
  ...['Miljö', 'Att driva eget', 'Fordon', 'Tech'],
];
const NO_RESULTS = 'Inga resultat hittades. Försök med andra söktermer.';
const SWEDISH_DATE =
  /\d{1,2} (januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december) \d{4}/;
/** A post whose body mentions Faktureo. */
const AFFILIATE_POST = 'forsta-aret-med-f-skatt';

// /articles carries ~100 cards: an axe scan of it takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

const categoryTiles = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Kategorier' }).getByRole('link');
const resultsPanel = (page: Page): Locator => page.getByRole('region', { name: /^Sökresultat/ });

async function searchArticles(page: Page, query: string): Promise<Locator> {
  const box = page.getByRole('searchbox', { name: 'Sök artiklar eller innehåll' });
  await box.fill(query);
  return box;
}

test.describe('/articles', () => {
  test('shows the title tile, the search box, 12 category tiles and every article @mobile', async ({
    page,
  }) => {
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Artiklar' })).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Sök artiklar eller innehåll' });
    await expect(box).toHaveAttribute('placeholder', 'Sök artiklar eller innehåll');

    await expect(categoryTiles(page)).toHaveText(ARTICLE_CATEGORIES);
    await expect(categoryTiles(page).first()).toHaveAttribute('href', '/article-category/Nyheter');
    await expect(page.getByRole('link', { name: 'Finansiella tjänster' })).toHaveAttribute(
      'href',
      '/article-category/Finansiella%20tj%C3%A4nster',
    );

    for (const group of ['Företagsformer', 'Skatter', 'Bokföring', 'Försäkringar']) {
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    const card = page.locator('article#enskild-firma');
    await expect(card.getByRole('heading')).toBeVisible();
    // The title is the link; the teaser's first sentence follows.
    await expect(
      card.getByRole('link', { name: 'Enskild firma: så fungerar den enklaste företagsformen' }),
    ).toHaveAttribute('href', '/article/enskild-firma');
    await expect(card.getByRole('paragraph')).toHaveText(
      'Enskild firma kräver inget startkapital och är snabb att starta, men du och företaget är samma person.',
    );
    // About 100 articles (94 since issue 26 merged the overlapping ones), each card a link.
    const cards = page.locator('main li > article');
    expect(await cards.count()).toBeGreaterThanOrEqual(90);
    expect(await page.locator('main li > article h3 a[href^="/article/"]').count()).toBe(
      await cards.count(),
    );
    await expectNoAxeViolations(page);
  });

  test('search: results beside the first 8 categories, then a click opens the article', async ({
    page,
  }) => {
    await page.goto('/articles');
    await searchArticles(page, 'aktiebolag');
    const panel = resultsPanel(page);
    await expect(panel).toBeVisible();
    await expect(categoryTiles(page)).toHaveText(ARTICLE_CATEGORIES.slice(0, 8));
    await expect(panel.getByRole('button', { name: 'Visa alla kategorier' })).toBeVisible();
    const maxHeight = await panel
      .getByRole('list')
      .evaluate((list) => getComputedStyle(list).maxHeight);
    expect(maxHeight).toBe('500px');
    await expectNoAxeViolations(page);

    const first = panel.getByRole('link').first();
    const title = (await first.textContent()) ?? '';
    expect(title.toLowerCase()).toContain('aktiebolag');
    await first.click();
    await expect(page).toHaveURL(/\/article\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('search: Escape clears the query and closes the panel', async ({ page }) => {
    await page.goto('/articles');
    const box = await searchArticles(page, 'moms');
    await expect(resultsPanel(page)).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveValue('');
    await expect(resultsPanel(page)).toBeHidden();
    await expect(categoryTiles(page)).toHaveCount(12);
  });

  test("search: 'Visa alla kategorier' closes the panel and clears the query", async ({ page }) => {
    await page.goto('/articles');
    const box = await searchArticles(page, 'bokföring');
    await resultsPanel(page).getByRole('button', { name: 'Visa alla kategorier' }).click();
    await expect(resultsPanel(page)).toBeHidden();
    await expect(box).toHaveValue('');
    await expect(categoryTiles(page)).toHaveCount(12);
  });

  test('search: a query without hits shows the no-result message; a blank one shows nothing', async ({
    page,
  }) => {
    await page.goto('/articles');
    const box = await searchArticles(page, 'qwxyzzy');
    await expect(page.getByText(NO_RESULTS)).toBeVisible();
    await expect(resultsPanel(page)).toBeHidden();
    await box.fill('   ');
    await expect(page.getByText(NO_RESULTS)).toBeHidden();
    await expect(resultsPanel(page)).toBeHidden();
  });

  test('search understands Swedish as typed: no å/ä/ö, a typo, matched words marked', async ({
    page,
  }) => {
    await page.goto('/articles');
    // "lagga ner foretaget": without its dots, and in the founder's words ("avveckla").
    await searchArticles(page, 'lagga ner foretaget');
    const first = resultsPanel(page).getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveText(/^Avveckla företaget/);
    await expect(first.locator('mark').first()).toHaveText(/^(avveckla|företag)/i);
    // One typo in a long word is forgiven; the hit's title marks the word it matched.
    await searchArticles(page, 'kollektivavtl');
    // The panel still shows the previous query's hits until the new search has run: wait for
    // the new first hit before reading its marks.
    const firstLink = resultsPanel(page).getByRole('listitem').first().getByRole('link');
    await expect(firstLink).toHaveText(/Kollektivavtal/);
    await expect(firstLink.locator('mark')).toHaveText('Kollektivavtal');
  });

  test("search: no hits says so, with 'Menade du …?' that searches the near word", async ({
    page,
  }) => {
    await page.goto('/articles');
    const box = await searchArticles(page, 'momsbefrilsee');
    await expect(page.getByText(NO_RESULTS)).toBeVisible();
    await expect(resultsPanel(page)).toBeHidden();
    await page.getByRole('button', { name: 'momsbefrielse' }).click();
    await expect(box).toHaveValue('momsbefrielse');
    await expect(resultsPanel(page).getByRole('link').first()).toHaveText(/^Momsbefrielse/);
    await expect(page.getByText(NO_RESULTS)).toBeHidden();
  });

  test('search: an index that cannot be loaded is said, and the next keystroke tries again', async ({
    page,
  }) => {
    let fail = true;
    await page.route(/\/assets\/_virtual_search-index-[\w-]+\.js$/, (route) =>
      fail ? route.abort('internetdisconnected') : route.continue(),
    );
    expectConsoleError(page, /ERR_INTERNET_DISCONNECTED .*_virtual_search-index-/);
    await page.goto('/articles');
    const box = await searchArticles(page, 'moms');
    await expect(page.getByText('Sökningen kunde inte laddas.', { exact: false })).toBeVisible();
    await expect(resultsPanel(page)).toBeHidden();
    fail = false;
    await box.press('End');
    await box.pressSequentially(' ');
    await expect(resultsPanel(page).getByRole('link').first()).toBeVisible();
    await expect(page.getByText('Sökningen kunde inte laddas.', { exact: false })).toBeHidden();
  });

  test('search: finds words that occur only in an article body', async ({ page }) => {
    await page.goto('/articles');
    // 'näringsidkare' is in the body of 'enskild-firma', not in any title.
    await searchArticles(page, 'näringsidkare');
    await expect(
      resultsPanel(page).getByRole('link', { name: /Enskild firma: så fungerar/ }),
    ).toBeVisible();
  });

  test("starts without the directory's code or the search, which loads with the first focus", async ({
    page,
  }) => {
    const scripts = () =>
      loadedScripts(page, /\/(ArticleDirectory|LiveArticleSearch|contentSearch)-[\w-]+\.js$/);
    await page.goto('/articles');
    // The prerendered directory is the page's: its cards are there, without their code.
    await expect(page.locator('main li > article')).not.toHaveCount(0);
    expect(await scripts()).toEqual([]);

    const box = page.getByRole('searchbox', { name: 'Sök artiklar eller innehåll' });
    await box.focus();
    await expect
      .poll(scripts)
      .toEqual(expect.arrayContaining([expect.stringMatching(/\/LiveArticleSearch-/)]));
    await box.fill('moms');
    await expect(resultsPanel(page).getByRole('link', { name: /moms/i })).not.toHaveCount(0);
    // The directory's code is still not needed.
    expect((await scripts()).filter((path) => path.includes('/ArticleDirectory-'))).toEqual([]);
  });

  test("the directory's links open their article in the app, without loading a new page", async ({
    page,
  }) => {
    await page.goto('/articles');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page
      .locator('article#enskild-firma')
      .getByRole('link', { name: /^Enskild firma: så fungerar/ })
      .click();
    await expect(page).toHaveURL('/article/enskild-firma');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Enskild firma: så fungerar den enklaste företagsformen',
    );
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);

    // Back on /articles, drawn by the app this time: the same directory, and a working search.
    await page.goBack();
    await expect(page).toHaveURL('/articles');
    await expect(page.locator('main li > article')).toHaveCount(articles.length);
    await expect(page.locator('article#enskild-firma').getByRole('paragraph')).toHaveText(
      'Enskild firma kräver inget startkapital och är snabb att starta, men du och företaget är samma person.',
    );
    await searchArticles(page, 'aktiebolag');
    await expect(resultsPanel(page)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });

  test('/articles#enskild-firma lands on the card', async ({ page }) => {
    await page.goto('/articles#enskild-firma');
    await expect(page.locator('#enskild-firma')).toBeInViewport();
  });
});

test.describe('/article/$articleId', () => {
  test('renders the article with review date, sources and related articles', async ({ page }) => {
    await page.goto('/article/enskild-firma');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Enskild firma');
    await expect(page.getByText(/^Senast granskad/)).toHaveText(
      new RegExp(`^Senast granskad ${SWEDISH_DATE.source}$`),
    );
    await expect(page.getByRole('link', { name: 'Ekonomi', exact: true })).toHaveAttribute(
      'href',
      '/article-category/Ekonomi',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Källor' })).toBeVisible();
    const source = page.getByRole('region', { name: 'Källor' }).getByRole('link').first();
    await expect(source).toHaveAccessibleName(/\(öppnas i ny flik\)$/);
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', /noopener/);
    await expect(source).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('heading', { level: 2, name: 'Läs också' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Läs också' }).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/article\//);
    await expectNoAxeViolations(page);
  });

  test('the Back button goes back in history, or to /articles when opened directly', async ({
    page,
  }) => {
    await page.goto('/articles');
    await page
      .locator('article#aktiebolag')
      .getByRole('link', { name: 'Aktiebolag: krav, skatt och ansvar' })
      .click();
    await expect(page).toHaveURL(/\/article\/aktiebolag$/);
    await page.getByRole('button', { name: 'Tillbaka' }).click();
    await expect(page).toHaveURL(/\/articles$/);

    await page.goto('/article/bokforing');
    await page.getByRole('button', { name: 'Tillbaka' }).click();
    await expect(page).toHaveURL(/\/articles$/);
  });

  test("an unknown id shows 'Artikeln kunde inte hittas.' with a way back", async ({ page }) => {
    expectConsoleError(page, servedAsNotFound('/article/finns-inte'));
    await page.goto('/article/finns-inte');
    await expect(page.getByRole('heading', { name: 'Artikeln kunde inte hittas.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Tillbaka till artiklar' }).click();
    await expect(page).toHaveURL(/\/articles$/);
  });
});

test.describe('category screens', () => {
  test('/article-category/Ekonomi: heading, subtitle, back link, 6 cards then 6 more', async ({
    page,
  }) => {
    await page.goto('/article-category/Ekonomi');
    await expect(page.getByRole('heading', { level: 1, name: 'Ekonomi' })).toBeVisible();
    await expect(page.getByText('Artiklar inom denna kategori')).toBeVisible();
    const box = page.getByRole('searchbox');
    await expect(box).toHaveAttribute('placeholder', 'Sök efter artiklar...');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(6);
    await expect(cards.first().getByRole('heading').getByRole('link')).toHaveAttribute(
      'href',
      /^\/article\//,
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Ladda fler artiklar' }).click();
    await expect(cards).toHaveCount(12);

    await page.getByRole('link', { name: 'Tillbaka till artiklar' }).click();
    await expect(page).toHaveURL(/\/articles$/);
  });

  test("the 'Ladda fler artiklar' button is hidden once every article is shown", async ({
    page,
  }) => {
    await page.goto('/articles');
    // Ekonomi has more than two pages of articles (14).
    await page.getByRole('link', { name: 'Ekonomi', exact: true }).click();
    await expect(page).toHaveURL(/\/article-category\/Ekonomi$/);
    const cards = page.getByRole('main').getByRole('article');
    const more = page.getByRole('button', { name: 'Ladda fler artiklar' });
    await expect(cards).toHaveCount(6);
    let shown = 6;
    while (await more.isVisible()) {
      await more.click();
      shown += 6;
      await expect(cards).not.toHaveCount(shown - 6);
    }
    const total = await cards.count();
    expect(total).toBeGreaterThan(12);
    expect(total).toBeLessThanOrEqual(18);
    await expect(page.getByText(`Visar ${total} av ${total} artiklar`)).toBeVisible();
  });

  test('category names match case-insensitively on the decoded parameter', async ({ page }) => {
    // Only the canonical spelling has a prerendered page: this one is served as the 404 page,
    // which draws the category in the browser.
    expectConsoleError(page, servedAsNotFound('/article-category/finansiella%20tj%C3%A4nster'));
    await page.goto('/article-category/finansiella%20tj%C3%A4nster');
    await expect(
      page.getByRole('heading', { level: 1, name: 'finansiella tjänster' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('?search= pre-fills the filter and typing keeps the URL in step', async ({ page }) => {
    await page.goto('/article-category/Skatter?search=moms');
    const box = page.getByRole('searchbox');
    await expect(box).toHaveValue('moms');
    // The rule, from the content: a category's article matches when its title or body contains
    // the text, case-insensitively. The first page shows 6 of them.
    const matching = articles.filter(
      (article) =>
        article.category === 'Skatter' &&
        `${article.title}\n${readFileSync(`src/content/articles/bodies/${article.id}.txt`, 'utf8')}`
          .toLowerCase()
          .includes('moms'),
    ).length;
    expect(matching).toBeGreaterThan(6);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(6);
    await expect(page.getByText(`Visar 6 av ${matching} artiklar`)).toBeVisible();

    await box.fill('qwxyzzy');
    await expect(page).toHaveURL(/\?search=qwxyzzy$/);
    await expect(page.getByText('Inga artiklar hittades i denna kategori')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ladda fler artiklar' })).toBeHidden();
    await expectNoAxeViolations(page);

    await box.fill('');
    await expect(page).toHaveURL(/\/article-category\/Skatter$/);
    await expect(cards).toHaveCount(6);
  });

  test('an unknown category shows the empty state under its name', async ({ page }) => {
    expectConsoleError(page, servedAsNotFound('/article-category/Finns%20inte'));
    await page.goto('/article-category/Finns%20inte');
    await expect(page.getByRole('heading', { level: 1, name: 'Finns inte' })).toBeVisible();
    await expect(page.getByText('Inga artiklar hittades i denna kategori')).toBeVisible();
  });

  test('a malformed category parameter shows the 404 page', async ({ page }) => {
    expectConsoleError(page, servedAsNotFound('/article-category/%E0%A4%A'));
    await page.goto('/article-category/%E0%A4%A');
    await expect(page.getByRole('heading', { name: 'Sidan kunde inte hittas' })).toBeVisible();
  });

  test('/category/Fordon lists blog posts that open /blog-post/{id}', async ({ page }) => {
    await page.goto('/category/Fordon');
    await expect(page.getByRole('heading', { level: 1, name: 'Fordon' })).toBeVisible();
    await expect(page.getByText('Artiklar inom denna kategori')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tillbaka till artiklar' })).toHaveAttribute(
      'href',
      '/articles',
    );
    const cards = page.getByRole('main').getByRole('article');
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('button', { name: 'Ladda fler artiklar' })).toBeHidden();
    const link = cards.first().getByRole('heading').getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/blog-post\//);
    await expectNoAxeViolations(page);
    await link.click();
    await expect(page).toHaveURL(/\/blog-post\//);
  });
});

test.describe('/blog', () => {
  test('shows the title block, the search box, 12 pastel tiles and the latest posts @mobile', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Företagsbloggen' })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'Sök artiklar, författare eller innehåll',
    );
    // The grid's flag is set: each row of four is turned one place further than the row above.
    await expect(categoryTiles(page)).toHaveText(BLOG_TILE_ORDER);
    expect([...BLOG_TILE_ORDER].sort()).toEqual([...BLOG_CATEGORIES].sort());
    await expect(page.getByRole('link', { name: 'Från idé till succé' })).toHaveAttribute(
      'href',
      '/category/Fr%C3%A5n%20id%C3%A9%20till%20succ%C3%A9',
    );
    // Four pastels, each category in the colour of its place in the list mod 4 ...
    const tiles = await categoryTiles(page).evaluateAll((links) =>
      links.map((link) => ({
        name: link.textContent,
        background: getComputedStyle(link).backgroundColor,
        x: Math.round(link.getBoundingClientRect().x),
      })),
    );
    const colourOf = (name: string): string | undefined =>
      tiles.find((tile) => tile.name === name)?.background;
    expect(new Set(tiles.map((tile) => tile.background)).size).toBe(4);
    BLOG_CATEGORIES.forEach((name, index) => {
      expect(colourOf(name)).toBe(colourOf(BLOG_CATEGORIES[index % 4] ?? ''));
    });
    // ... so no column of the grid (4 wide, 2 on a phone) is one colour.
    const columns = new Map<number, Set<string>>();
    for (const tile of tiles)
      columns.set(tile.x, (columns.get(tile.x) ?? new Set()).add(tile.background));
    expect(columns.size).toBe((page.viewportSize()?.width ?? 0) >= 768 ? 4 : 2);
    for (const colours of columns.values()) expect(colours.size).toBeGreaterThan(1);

    const posts = page.getByRole('region', { name: 'Senaste inläggen' }).getByRole('article');
    expect(await posts.count()).toBeGreaterThanOrEqual(12);
    const first = posts.first();
    const image = first.locator('img').first();
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
    await expect(first.getByText(SWEDISH_DATE)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('search by author shows post titles that open the post', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('searchbox').fill('Karin Lindqvist');
    const panel = resultsPanel(page);
    await expect(panel).toBeVisible();
    expect(await panel.getByRole('link').count()).toBeGreaterThanOrEqual(1);
    const maxHeight = await panel
      .getByRole('list')
      .evaluate((list) => getComputedStyle(list).maxHeight);
    expect(maxHeight).toBe('400px');
    await expectNoAxeViolations(page);
    // Under each title the post's excerpt, cut at 10 words ('...' when something was cut).
    const item = panel.getByRole('listitem').first();
    const first = item.getByRole('link');
    const title = (await first.textContent()) ?? '';
    const teaser = ((await item.textContent()) ?? '').slice(title.length).trim();
    expect(teaser).toMatch(/^(\S+ ){0,9}\S+(\.\.\.)?$/);
    expect(teaser.split(' ').length).toBeLessThanOrEqual(10);
    await first.click();
    await expect(page).toHaveURL(/\/blog-post\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('search without hits shows the no-result message; Escape clears', async ({ page }) => {
    await page.goto('/blog');
    const box = page.getByRole('searchbox');
    await box.fill('qwxyzzy');
    await expect(page.getByText(NO_RESULTS)).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveValue('');
    await expect(page.getByText(NO_RESULTS)).toBeHidden();
  });
});

test.describe('blog post', () => {
  test('renders the post with the Faktureo affiliate link @mobile', async ({ page }) => {
    await page.goto(`/blog-post/${AFFILIATE_POST}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tillbaka' })).toBeVisible();
    const image = page.getByRole('main').locator('img[alt]:not([alt=""])').first();
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(page.getByText(SWEDISH_DATE).first()).toBeVisible();

    const affiliate = page.getByRole('link', { name: /^Faktureo/ }).first();
    await expect(affiliate).toBeVisible();
    await expect(affiliate).toHaveAttribute('target', '_blank');
    const rel = (await affiliate.getAttribute('rel')) ?? '';
    expect(rel.split(' ')).toEqual(expect.arrayContaining(['sponsored', 'noopener']));
    await expect(affiliate).toHaveAttribute('href', /^https:\/\//);

    // Its sources, as an article lists them.
    const sources = page.getByRole('region', { name: 'Källor' });
    await expect(sources.getByRole('link').first()).toHaveAttribute('href', /^https:\/\/\S+\/\S+/);
    await expect(sources.getByRole('link').first()).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);
  });

  test('/blog/{id} shows the same post as /blog-post/{id}', async ({ page }) => {
    await page.goto(`/blog-post/${AFFILIATE_POST}`);
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await page.goto(`/blog/${AFFILIATE_POST}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  });

  test("an unknown id shows 'Blogginlägget kunde inte hittas.' with a link to /blog", async ({
    page,
  }) => {
    expectConsoleError(page, servedAsNotFound('/blog-post/finns-inte'));
    await page.goto('/blog-post/finns-inte');
    await expect(
      page.getByRole('heading', { name: 'Blogginlägget kunde inte hittas.' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Tillbaka till bloggen' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the Back button returns to the blog when opened directly', async ({ page }) => {
    await page.goto(`/blog-post/${AFFILIATE_POST}`);
    await page.getByRole('button', { name: 'Tillbaka' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('one article per topic', () => {
  test('the addresses of merged articles lead to the article that kept the topic', async ({
    page,
  }) => {
    for (const [old, kept, title] of [
      ['fakturakrav', 'din-forsta-faktura', /^Din första faktura/],
      ['momsregistrering', 'moms', /^Moms: skattesatser, momsregistrering/],
      ['verksamt-se-som-startpunkt', 'att-komma-igang', /^Att komma igång/],
    ] as const) {
      await page.goto(`/article/${old}`);
      await expect(page).toHaveURL(new RegExp(`/article/${kept}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
  });
});
