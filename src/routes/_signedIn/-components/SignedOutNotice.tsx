import { button } from '../../../ui/Button/Button.css';
import { Page } from '../../../ui/Layout/Layout';
import { Link } from '../../../ui/Link/Link';
import * as s from './account.css';

/**
 * Shown if the session ends while an account page is open (signed out in another tab, session
 * expired). The route's `beforeLoad` already sends signed-out visitors to /login; this view does not
 * redirect by itself so it never races the navigation that follows 'Logga ut'.
 */
export function SignedOutNotice({ title }: { title: string }) {
  return (
    <Page title={title} narrow>
      <p className={s.notice}>
        Du är inte inloggad längre. Logga in igen för att se dina uppgifter.
      </p>
      <div className={s.actions}>
        <Link to="/login" unstyled className={button({ variant: 'primary' })}>
          Logga in
        </Link>
      </div>
    </Page>
  );
}
