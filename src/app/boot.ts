/**
 * The browser's first script on a prerendered page: it fetches the app once the HTML has been
 * painted. The page is readable from its HTML; JavaScript that arrives early (a fast connection)
 * must not hold the first paint back, and on a slow one it must not share the bandwidth the first
 * paint needs. The dev server loads ./main.tsx directly (index.html).
 */
requestAnimationFrame(() => setTimeout(() => void import('./main')));
