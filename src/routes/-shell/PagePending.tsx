import { visuallyHidden } from '../../ui/theme/global.css';
import * as s from './overlays.css';

/**
 * The content of a page that is drawn in the browser only (`ssr: false`: the signed-in pages and
 * the sign-in forms, which depend on the visitor): the prerendered HTML and the first client
 * render show this, the page fills in after hydration. Its height keeps the footer in place.
 */
export function PagePending() {
  return (
    <div className={s.pending} aria-busy="true">
      <p className={visuallyHidden} role="status">
        Laddar sidan...
      </p>
    </div>
  );
}
