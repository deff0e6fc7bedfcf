import type { ReactNode } from 'react';
import * as s from './reading.css';

/**
 * The category tiles: 4 columns wide, 2 on small screens, pastel backgrounds cycling by index
 * mod 4. `renderTile` returns the link (typed per route) with the given class.
 */
export function CategoryTiles({
  categories,
  palette,
  beside,
  label,
  renderTile,
}: {
  categories: readonly string[];
  palette: keyof typeof s.tilePastel;
  /** Narrow layout beside the search results. */
  beside?: boolean;
  label: string;
  renderTile: (category: string, className: string) => ReactNode;
}) {
  const colours = s.tilePastel[palette];
  return (
    <ul
      className={[s.tiles, beside ? s.tilesBeside : undefined].filter(Boolean).join(' ')}
      aria-label={label}
    >
      {categories.map((category, index) => (
        <li key={category}>
          {renderTile(category, `${s.tile} ${colours[index % colours.length] ?? ''}`)}
        </li>
      ))}
    </ul>
  );
}
