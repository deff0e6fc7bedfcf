/**
 * Whether this build can have the statechart view at all: the dev server, demo builds (`--mode
 * demo`, or no Supabase project configured) and production builds asked for it with
 * `VITE_ENABLE_STATECHARTS=true`. Vite writes each part as a constant, so where it is false the
 * bundler leaves the view's code (the dock, the inspection bus) out of every page's start-up.
 */
export const STATECHARTS_IN_BUILD: boolean =
  import.meta.env.DEV ||
  import.meta.env.MODE === 'demo' ||
  import.meta.env.VITE_ENABLE_STATECHARTS === 'true' ||
  !import.meta.env.VITE_SUPABASE_URL ||
  !import.meta.env.VITE_SUPABASE_ANON_KEY;
