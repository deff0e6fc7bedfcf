import * as s from './statecharts.css';

/**
 * /statecharts before the app draws it: the prerendered page and the first client render (the
 * view is drawn in the browser only). Its heading is the page's, its status says what comes.
 */
export function StatechartsPending() {
  return (
    <div className={s.page} aria-busy="true">
      <h1 className={s.pageTitle}>Tillståndsdiagram</h1>
      <p className={s.intro} role="status">
        Laddar diagrammen över maskinerna…
      </p>
    </div>
  );
}
