import { CategoryLink } from './links';
import * as s from './reading.css';

/** A tile grid is four columns wide; the staggered order needs three full rows. */
const COLUMNS = 4;
export const STAGGER_MIN_TILES = 12;

/**
 * The order of a staggered grid: each full row of four is turned one place further to the right
 * than the row above (row r starts with the tile that was its (4 − r mod 4)-th), so a colour,
 * which follows the tile's place in the list, runs diagonally instead of filling a column of the
 * four-column grid. Fewer than 12 tiles, or a last row that is not full, keep their order.
 * Returns the tiles with their index in the list (their colour).
 */
export function staggeredOrder<T>(items: readonly T[]): { item: T; index: number }[] {
  const listed = items.map((item, index) => ({ item, index }));
  if (items.length < STAGGER_MIN_TILES) return listed;
  const fullRows = Math.floor(items.length / COLUMNS);
  return listed.map((tile, place) => {
    const row = Math.floor(place / COLUMNS);
    if (row >= fullRows) return tile;
    const column = (place % COLUMNS) - (row % COLUMNS);
    return listed[row * COLUMNS + ((column + COLUMNS) % COLUMNS)] ?? tile;
  });
}

/**
 * The category tiles: 4 columns wide, 2 on small screens, pastel backgrounds cycling by the
 * category's index in the list mod 4. `staggered` reorders a grid of at least 12 tiles as
 * `staggeredOrder` says (the same order on every screen, in the HTML, so reading and tab order
 * follow what is seen and nothing moves once the app starts). Each tile links to its category's
 * page of the palette's kind (articles or blog).
 */
export function CategoryTiles({
  categories,
  palette,
  beside,
  staggered,
  label,
}: {
  categories: readonly string[];
  palette: keyof typeof s.tilePastel;
  /** Narrow layout beside the search results. */
  beside?: boolean;
  /** Turn each row of four one place further than the row above (at least 12 tiles). */
  staggered?: boolean;
  label: string;
}) {
  const colours = s.tilePastel[palette];
  const tiles = staggered
    ? staggeredOrder(categories)
    : categories.map((item, index) => ({ item, index }));
  return (
    <ul
      className={[s.tiles, beside ? s.tilesBeside : undefined].filter(Boolean).join(' ')}
      aria-label={label}
    >
      {tiles.map(({ item: category, index }) => (
        <li key={category}>
          <CategoryLink
            kind={palette}
            category={category}
            className={`${s.tile} ${colours[index % colours.length] ?? ''}`}
          />
        </li>
      ))}
    </ul>
  );
}
