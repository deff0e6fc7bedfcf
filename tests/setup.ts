// Shared Vitest setup. DOM matchers are opt-in per file via @testing-library/react.
import { makeWidgetsSwedish } from '../src/ui/locale';

// As in the browser (src/app/main.tsx): react-aria's own texts in Swedish, as the site's.
if (typeof window !== 'undefined') makeWidgetsSwedish(window);
