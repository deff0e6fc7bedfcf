/**
 * CAPTCHA (Cloudflare Turnstile, Supabase's `[auth.captcha]`; src/machines/shared/captcha.ts) for
 * the forms whose request reaches GoTrue's /otp, /resend, /signup, /token or /recover: sign-in by
 * code and by password, registration, 'Skicka ny kod', recovery and the landing quiz's sign-in.
 *
 * Only when the build has VITE_CAPTCHA_SITE_KEY: without it (the demo, the tests) `useCaptcha`
 * renders nothing and loads nothing, and its token is undefined. With it, the widget loads
 * Turnstile's script from its origin after the page is on screen (never while rendering), and the
 * form's submit takes the token (`take()`: a token works once, so the widget is reset for the
 * next). The pages that show it allow that origin in their Content-Security-Policy
 * (scripts/security-headers.mjs, CAPTCHA_PAGES); a page reached inside the app from another page
 * has that page's policy, so the widget loads its own page once more, in full.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import * as s from './auth.css';

/** The site key baked in at build time, or '' (no CAPTCHA). */
export const CAPTCHA_SITE_KEY: string = (import.meta.env.VITE_CAPTCHA_SITE_KEY ?? '').trim();

/** Where Turnstile's script and frame come from (the pages' policy names it). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

export interface CaptchaCallbacks {
  /** A new token, or null when the last one expired or the check failed. */
  onToken: (token: string | null) => void;
}

/** What the widget needs of Turnstile (its `turnstile` global), or of a stand-in in tests. */
export interface CaptchaDriver {
  render(element: HTMLElement, siteKey: string, callbacks: CaptchaCallbacks): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

interface TurnstileApi {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

let loading: Promise<CaptchaDriver> | null = null;

/** Loads Turnstile's script once (explicit rendering) and drives it. */
function loadTurnstile(): Promise<CaptchaDriver> {
  loading ??= new Promise<CaptchaDriver>((resolve, reject) => {
    const global = window as unknown as { turnstile?: TurnstileApi };
    const drive = (api: TurnstileApi): CaptchaDriver => ({
      render: (element, sitekey, { onToken }) =>
        api.render(element, {
          sitekey,
          language: 'sv',
          callback: (token: string) => onToken(token),
          'expired-callback': () => onToken(null),
          'error-callback': () => onToken(null),
        }),
      reset: (id) => api.reset(id),
      remove: (id) => api.remove(id),
    });
    if (global.turnstile) {
      resolve(drive(global.turnstile));
      return;
    }
    const script = document.createElement('script');
    script.src = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;
    script.async = true;
    script.onload = () =>
      global.turnstile
        ? resolve(drive(global.turnstile))
        : reject(new Error('Turnstile did not start'));
    script.onerror = () => reject(new Error('Turnstile could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** How the widget gets its driver: Turnstile, or a stub in tests (`CaptchaDriverContext.Provider`). */
export const CaptchaDriverContext = createContext<() => Promise<CaptchaDriver>>(loadTurnstile);

/** True when this document's policy lets Turnstile in (no meta policy: the dev server). */
function documentAllowsTurnstile(): boolean {
  const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
  return meta === null || (meta.getAttribute('content') ?? '').includes(TURNSTILE_ORIGIN);
}

/** Marks the history entry of a reload made for the widget, so that it is made only once. */
const RELOADED = 'startklar:captchaReload';

function CaptchaWidget({
  siteKey,
  onToken,
  control,
}: {
  siteKey: string;
  onToken: (token: string | null) => void;
  control: RefObject<{ reset: () => void } | null>;
}) {
  const host = useRef<HTMLDivElement>(null);
  const driverFor = useContext(CaptchaDriverContext);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (element === null) return undefined;
    if (!documentAllowsTurnstile()) {
      // Reached inside the app from a page whose policy does not name Turnstile: this page's
      // own document does. Loaded once; a second time would mean the host serves another page.
      const state = (window.history.state ?? {}) as Record<string, unknown>;
      if (state[RELOADED] === true) {
        setFailed(true);
        return undefined;
      }
      window.history.replaceState({ ...state, [RELOADED]: true }, '');
      window.location.reload();
      return undefined;
    }
    let rendered: { driver: CaptchaDriver; widgetId: string } | null = null;
    let active = true;
    driverFor()
      .then((driver) => {
        if (!active) return;
        const widgetId = driver.render(element, siteKey, { onToken });
        rendered = { driver, widgetId };
        control.current = { reset: () => driver.reset(widgetId) };
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
      control.current = null;
      onToken(null);
      rendered?.driver.remove(rendered.widgetId);
    };
  }, [driverFor, siteKey, onToken, control]);

  return (
    <div className={s.captcha}>
      <div ref={host} data-captcha="" />
      {failed ? (
        <p className={s.captchaNote} role="alert">
          Säkerhetskontrollen kunde inte laddas. Kontrollera din internetanslutning och ladda om
          sidan.
        </p>
      ) : null}
    </div>
  );
}

export interface Captcha {
  /** The widget, where the form shows it; null without a site key. */
  widget: ReactNode;
  /** The current token for a submit (undefined if none yet), and a fresh check for the next. */
  take: () => string | undefined;
}

/**
 * The form's CAPTCHA: render `widget` in the form and send `take()` with the submit event
 * (`{ type: 'register.submit', captchaToken: captcha.take() }`). `siteKey` is for tests.
 */
export function useCaptcha(siteKey: string = CAPTCHA_SITE_KEY): Captcha {
  const token = useRef<string | undefined>(undefined);
  const control = useRef<{ reset: () => void } | null>(null);
  const onToken = useCallback((next: string | null) => {
    token.current = next ?? undefined;
  }, []);
  const take = useCallback(() => {
    const current = token.current;
    if (current === undefined) return undefined;
    token.current = undefined;
    control.current?.reset();
    return current;
  }, []);
  return {
    widget:
      siteKey === '' ? null : (
        <CaptchaWidget siteKey={siteKey} onToken={onToken} control={control} />
      ),
    take,
  };
}
