/**
 * The blog metadata editors have published: the `blog-meta` rows of content_items as the
 * configured Supabase project held them when the site was built. The build replaces this module
 * with them (scripts/published-edits.ts); demo builds, tests and builds whose project could not be
 * read keep it as it is here: nothing published, the shipped metadata shows.
 */
export const PUBLISHED_META: readonly { content_id: string; content: string }[] = [];
