// Shared Vitest setup, run before every test file. DOM matchers are opt-in per file via
// @testing-library/react.
import { afterAll, vi } from 'vitest';
import { makeWidgetsSwedish } from '../src/ui/locale';

// As in the browser (src/app/main.tsx): react-aria's own texts in Swedish, as the site's.
if (typeof window !== 'undefined') makeWidgetsSwedish(window);

// The files of a worker share one module registry and one global object (`isolate: false` in
// vite.config.ts): whatever a file left of Vitest's fakes ends with it, so the next file starts
// with real timers, its own globals and environment variables, and no spy of an earlier file.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
