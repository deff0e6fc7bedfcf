// @vitest-environment jsdom
/**
 * The CAPTCHA widget of the sign-in forms (src/components/auth/Captcha.tsx) with a stub in
 * Turnstile's place: without a site key nothing renders or loads; with one, the widget's token
 * goes with one submit and the widget is reset for the next; a driver that cannot load says so.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CaptchaDriverContext,
  useCaptcha,
  type CaptchaCallbacks,
  type CaptchaDriver,
} from '../../src/components/auth/Captcha';

afterEach(cleanup);

/** A stand-in for Turnstile: renders a marker, and lets the test hand out tokens. */
function stubDriver() {
  let callbacks: CaptchaCallbacks | null = null;
  const driver = {
    render: vi.fn((element: HTMLElement, siteKey: string, given: CaptchaCallbacks) => {
      callbacks = given;
      element.textContent = `stub widget for ${siteKey}`;
      return 'widget-1';
    }),
    reset: vi.fn<(widgetId: string) => void>(),
    remove: vi.fn<(widgetId: string) => void>(),
  } satisfies CaptchaDriver;
  return { driver, solve: (token: string | null) => callbacks?.onToken(token) };
}

function Form({ siteKey, onSubmit }: { siteKey: string; onSubmit: (token?: string) => void }) {
  const captcha = useCaptcha(siteKey);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(captcha.take());
      }}
    >
      {captcha.widget}
      <button type="submit">Skicka kod</button>
    </form>
  );
}

describe('the CAPTCHA widget', () => {
  it('without a site key renders nothing, loads nothing and gives no token', () => {
    const load = vi.fn();
    const onSubmit = vi.fn();
    const { container } = render(
      <CaptchaDriverContext.Provider value={load}>
        <Form siteKey="" onSubmit={onSubmit} />
      </CaptchaDriverContext.Provider>,
    );
    expect(container.querySelector('[data-captcha]')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Skicka kod' }).click());
    expect(onSubmit).toHaveBeenCalledWith(undefined);
    expect(load).not.toHaveBeenCalled();
    expect(document.head.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull();
  });

  it("with a site key: one submit takes the widget's token, and the widget is reset for the next", async () => {
    const { driver, solve } = stubDriver();
    const onSubmit = vi.fn();
    render(
      <CaptchaDriverContext.Provider value={() => Promise.resolve(driver)}>
        <Form siteKey="0x4AAA-site" onSubmit={onSubmit} />
      </CaptchaDriverContext.Provider>,
    );
    expect(await screen.findByText('stub widget for 0x4AAA-site')).toBeTruthy();
    const submit = () => act(() => screen.getByRole('button', { name: 'Skicka kod' }).click());
    // Before the check is solved there is no token (the auth server then says captcha_failed).
    submit();
    expect(onSubmit).toHaveBeenLastCalledWith(undefined);
    act(() => solve('token-1'));
    submit();
    expect(onSubmit).toHaveBeenLastCalledWith('token-1');
    expect(driver.reset).toHaveBeenCalledWith('widget-1');
    // A token works once: the next submit waits for the widget's next one.
    submit();
    expect(onSubmit).toHaveBeenLastCalledWith(undefined);
    act(() => solve('token-2'));
    act(() => solve(null));
    submit();
    expect(onSubmit).toHaveBeenLastCalledWith(undefined);
    cleanup();
    expect(driver.remove).toHaveBeenCalledWith('widget-1');
  });

  it('says so in Swedish when Turnstile cannot be loaded', async () => {
    render(
      <CaptchaDriverContext.Provider value={() => Promise.reject(new Error('offline'))}>
        <Form siteKey="0x4AAA-site" onSubmit={vi.fn()} />
      </CaptchaDriverContext.Provider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Säkerhetskontrollen kunde inte laddas',
    );
  });
});
