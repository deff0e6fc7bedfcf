/**
 * CAPTCHA (Supabase's `[auth.captcha]`, Cloudflare Turnstile): with VITE_CAPTCHA_SITE_KEY set at
 * build time, every form whose request reaches GoTrue's /otp, /resend, /signup, /token (password)
 * or /recover shows the widget (src/components/auth/Captcha.tsx), and its submit event carries
 * the widget's token, which the machine hands to the service call as it is (GoTrue's
 * `gotrue_meta_security.captcha_token`). A token works once; without the key there is none, and
 * the calls are as before. An explicit input, not a state of its own: no machine waits for it.
 */
export interface CaptchaInput {
  /** The widget's token at the submit, if the site has a CAPTCHA. */
  captchaToken?: string;
}

/** The token an event brought, if it brought one. */
export const captchaOf = (event: object): string | undefined =>
  'captchaToken' in event && typeof event.captchaToken === 'string'
    ? event.captchaToken
    : undefined;
