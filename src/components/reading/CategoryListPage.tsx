/**
 * The category screen shared by /article-category/{name} (articles) and /category/{name}
 * (blog posts): back link, heading, filter pre-filled from ?search=, 6 cards and 6 more per
 * 'Ladda fler artiklar'. All behaviour lives in the category-list machine of the kind of item.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { paginate } from '../../content/search';
import type { CategoryListMachine, ListedKind } from '../../machines/categoryList';
import type { SearchHit } from '../../machines/shared/corpus';
import { button } from '../../ui/Button/Button.css';
import { Button } from '../../ui/Button/Button';
import { Page } from '../../ui/Layout/Layout';
import { Link } from '../../ui/Link/Link';
import { TextField } from '../../ui/TextField/TextField';
import * as s from './reading.css';
import { SEARCH_PARAM, SearchForm } from '../../ui/Form/Form';

export const EMPTY_CATEGORY_TEXT = 'Inga artiklar hittades i denna kategori';

export function CategoryListPage<T extends SearchHit, K extends ListedKind>({
  logic,
  categoryName,
  items,
  initialFilter,
  renderCard,
}: {
  /** The category-list machine of this kind of item (article or blog bodies, `?search=`). */
  logic: CategoryListMachine<K>;
  /** The decoded route parameter. */
  categoryName: string;
  /** The items of the category, in listing order. */
  items: readonly T[];
  initialFilter: string;
  renderCard: (item: T) => ReactNode;
}) {
  // A prerendered page knows no query string: while it is hydrated the list starts unfiltered and
  // the ?search= filter is applied right after (a page reached in the browser starts filtered).
  const hydrated = useHydrated();
  const [filterLater] = useState(() => (hydrated ? '' : initialFilter));
  const actor = useActorRef(logic, { input: { items, filter: hydrated ? initialFilter : '' } });
  useEffect(() => {
    if (filterLater !== '') {
      actor.send({ type: 'categoryList.fieldChanged', field: 'filter', value: filterLater });
    }
  }, [actor, filterLater]);
  const filter = useSelector(actor, (snapshot) => snapshot.context.filter);
  const matches = useSelector(actor, (snapshot) => snapshot.context.matches);
  const visibleCount = useSelector(actor, (snapshot) => snapshot.context.visibleCount);
  const canShowMore = useSelector(actor, (snapshot) => snapshot.matches({ list: 'partial' }));
  const isEmpty = useSelector(actor, (snapshot) => snapshot.matches({ list: 'empty' }));

  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const visible = paginate(matches, visibleCount)
    .map((hit) => byId.get(hit.id))
    .filter((item): item is T => item !== undefined);
  const heading = categoryName.trim() === '' ? 'Kategori' : categoryName;

  return (
    <Page
      title={heading}
      lead="Artiklar inom denna kategori"
      actions={
        <div className={s.backRow}>
          <Link to="/articles" unstyled className={button({ variant: 'ghost', size: 'sm' })}>
            <span aria-hidden="true">←</span> Tillbaka till artiklar
          </Link>
        </div>
      }
    >
      {/* Without JavaScript a GET form to this page's ?search=, which it honours once it runs. */}
      <search>
        <SearchForm>
          <TextField
            className={s.filter}
            label="Sök i kategorin"
            placeholder="Sök efter artiklar..."
            type="search"
            name={SEARCH_PARAM}
            value={filter}
            onChange={(value) =>
              actor.send({ type: 'categoryList.fieldChanged', field: 'filter', value })
            }
          />
        </SearchForm>
      </search>

      <div role="status" aria-live="polite">
        {isEmpty ? (
          <p className={s.empty}>{EMPTY_CATEGORY_TEXT}</p>
        ) : (
          <p className={s.muted}>
            Visar {visible.length} av {matches.length}{' '}
            {matches.length === 1 ? 'artikel' : 'artiklar'}
          </p>
        )}
      </div>

      {isEmpty ? null : (
        <ul className={s.cardGrid}>
          {visible.map((item) => (
            <li key={item.id} className={s.cardItem}>
              {renderCard(item)}
            </li>
          ))}
        </ul>
      )}

      {canShowMore ? (
        <div className={s.more}>
          <Button onPress={() => actor.send({ type: 'categoryList.showMore' })}>
            Ladda fler artiklar
          </Button>
        </div>
      ) : null}
    </Page>
  );
}
