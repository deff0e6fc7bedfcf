/** The site search's index, built at build time by scripts/search-index-plugin.ts. */
declare module 'virtual:search-index' {
  const data: import('./siteSearch').SearchIndexData;
  export default data;
}
