import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';
import { CategoryTiles, staggeredOrder } from '../../src/components/reading/CategoryTiles';
import { tilePastel } from '../../src/components/reading/reading.css';

const letters = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => String.fromCharCode(97 + i));

/** The colour of each tile is its index in the list mod 4; the wide grid has 4 columns. */
const columnsOf = (indices: number[]): number[][] =>
  [0, 1, 2, 3].map((column) => indices.filter((_, place) => place % 4 === column));

describe('staggeredOrder', () => {
  it('turns each row of four one place further than the row above', () => {
    expect(staggeredOrder(letters(12)).map((tile) => tile.item)).toEqual(
      // a b c d / h e f g / k l i j
      ['a', 'b', 'c', 'd', 'h', 'e', 'f', 'g', 'k', 'l', 'i', 'j'],
    );
  });

  it('leaves no column of the wide grid one colour, and keeps every colour in every row', () => {
    const colours = staggeredOrder(letters(12)).map((tile) => tile.index % 4);
    for (const column of columnsOf(colours)) expect(new Set(column).size).toBe(3);
    for (let row = 0; row < 3; row++) {
      expect(new Set(colours.slice(row * 4, row * 4 + 4)).size).toBe(4);
    }
  });

  it('keeps the list order below 12 tiles', () => {
    for (const n of [0, 1, 4, 8, 11]) {
      const tiles = staggeredOrder(letters(n));
      expect(tiles.map((tile) => tile.item)).toEqual(letters(n));
      expect(tiles.map((tile) => tile.index)).toEqual(letters(n).map((_, i) => i));
    }
  });

  it('staggers the full rows of a longer list and leaves a last partial row as it is', () => {
    const order = staggeredOrder(letters(18)).map((tile) => tile.item);
    expect(order).toEqual([
      ...['a', 'b', 'c', 'd', 'h', 'e', 'f', 'g', 'k', 'l', 'i', 'j'],
      ...['n', 'o', 'p', 'm'],
      ...['q', 'r'],
    ]);
    expect([...order].sort()).toEqual(letters(18));
  });
});

describe('CategoryTiles', () => {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory(),
  });
  const renderTiles = (
    palette: 'articles' | 'blog',
    staggered = false,
  ): { names: string[]; hrefs: string[]; colours: string[] } => {
    const html = renderToString(
      <RouterContextProvider router={router}>
        <CategoryTiles
          categories={letters(12)}
          palette={palette}
          staggered={staggered}
          label="Kategorier"
        />
      </RouterContextProvider>,
    );
    const links = [
      ...html.matchAll(/<a [^>]*?href="([^"]*)"[^>]*?class="([^"]*)"[^>]*>(\w)<\/a>/g),
    ];
    return {
      names: links.map((match) => match[3] ?? ''),
      hrefs: links.map((match) => match[1] ?? ''),
      colours: links.map(
        (match) =>
          tilePastel[palette].find((colour) => (match[2] ?? '').split(' ').includes(colour)) ?? '',
      ),
    };
  };

  it('draws the staggered order when the flag is set, each category in its own colour', () => {
    const { names, colours } = renderTiles('blog', true);
    expect(names).toEqual(['a', 'b', 'c', 'd', 'h', 'e', 'f', 'g', 'k', 'l', 'i', 'j']);
    // A category keeps the colour of its place in the list.
    expect(colours[4]).toBe(tilePastel.blog[3]);
    expect(colours[5]).toBe(tilePastel.blog[0]);
    expect(colours[8]).toBe(tilePastel.blog[2]);
  });

  it('draws the list order, colours cycling by place, without the flag', () => {
    const { names, colours } = renderTiles('blog');
    expect(names).toEqual(letters(12));
    expect(colours).toEqual(letters(12).map((_, i) => tilePastel.blog[i % 4]));
  });

  it("links each tile to its category's page: the blog's or the articles'", () => {
    expect(renderTiles('blog').hrefs.slice(0, 2)).toEqual(['/category/a', '/category/b']);
    const articles = renderTiles('articles');
    expect(articles.hrefs.slice(0, 2)).toEqual(['/article-category/a', '/article-category/b']);
    expect(articles.colours).toEqual(letters(12).map((_, i) => tilePastel.articles[i % 4]));
  });
});
