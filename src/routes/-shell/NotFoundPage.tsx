import { Link } from '../../ui/Link/Link';
import { button } from '../../ui/Button/Button.css';
import * as s from './overlays.css';

/** The Swedish 404 page for unknown routes and for parameters that cannot be read. */
export function NotFoundPage() {
  return (
    <section className={s.notFound} aria-labelledby="not-found-title">
      <p className={s.notFoundCode} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Sidan kunde inte hittas</h1>
      <p>
        Adressen kan vara felstavad, eller så har sidan flyttats. Börja om från startsidan eller
        leta bland våra artiklar om att starta och driva företag.
      </p>
      <div className={s.notFoundLinks}>
        <Link to="/" unstyled className={button({ variant: 'primary' })}>
          Till startsidan
        </Link>
        <Link to="/articles" unstyled className={button({ variant: 'secondary' })}>
          Till artiklarna
        </Link>
      </div>
    </section>
  );
}
