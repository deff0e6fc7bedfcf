/**
 * The blog metadata the build published into the site (vite.config.ts, `publishedEdits`): the
 * `blog-meta` rows of content_items as the configured Supabase project held them when the site was
 * built; none in demo builds, tests and builds whose project could not be reached.
 */
declare module 'virtual:startklar/published-meta' {
  export const PUBLISHED_META: readonly { content_id: string; content: string }[];
}
