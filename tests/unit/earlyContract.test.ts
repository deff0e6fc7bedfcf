/**
 * The early event contract (src/app/early/contract.ts) as the build inlines it in every page's
 * head: small, and holding exactly what it should until the app releases it. Its hand-over to a
 * running app is proven end to end (tests/e2e/beforeStart.spec.ts).
 */
import { JSDOM, type DOMWindow } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEarlyContract } from '../../scripts/inline-scripts.mjs';
import { scriptHash } from '../../scripts/security-headers.mjs';
import { typedBeforeStart } from '../../src/app/early/replay';
import type { EarlyContract } from '../../src/app/early/types';

const PAGE = `<!DOCTYPE html><html lang="sv"><head></head><body>
  <header><button id="meny" type="button">Meny</button><a id="lank" href="/faq">Vanliga frågor</a></header>
  <main id="main"><div>
    <form id="form" method="dialog">
      <label id="etikett" for="epost">E-postadress</label><input id="epost" name="email" type="email">
      <label id="villkor"><input id="kryss" type="checkbox"> Jag godkänner</label>
      <button id="skicka" type="submit"><span id="text">Skicka</span></button>
    </form>
  </div></main>
</body></html>`;

let contract = '';
beforeAll(async () => {
  contract = await buildEarlyContract();
});

/** A page with the contract run in it, and a listener standing in for the app's. */
function pageWithContract() {
  const dom = new JSDOM(PAGE, { runScripts: 'outside-only', url: 'https://startklar.se/' });
  const { window } = dom;
  window.eval(contract);
  const seenByApp: string[] = [];
  for (const type of [
    'click',
    'submit',
    'input',
    'keydown',
    'pointerdown',
    'pointerup',
    'focusin',
  ]) {
    window.document.addEventListener(type, (event) => seenByApp.push(event.type));
  }
  const get = (id: string) => window.document.getElementById(id) as HTMLElement;
  const early = window.__startklarEarly as EarlyContract;
  return { window, early, seenByApp, get };
}

function click(window: DOMWindow, target: HTMLElement): boolean {
  return target.dispatchEvent(
    new window.MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }),
  );
}

describe('early event contract', () => {
  it('is a classic script of at most 1.5 KB, allowed by its own hash', () => {
    expect(Buffer.byteLength(contract)).toBeLessThanOrEqual(1536);
    expect(contract).not.toMatch(/\bimport\b|\bexport\b/);
    expect(scriptHash(contract)).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('holds a click on a button: no default action, the app sees nothing yet', () => {
    const { window, early, seenByApp, get } = pageWithContract();
    expect(click(window, get('text'))).toBe(false);
    expect(seenByApp).toEqual([]);
    expect(early.held.actions).toHaveLength(1);
    expect(early.held.actions[0]).toMatchObject({ type: 'click', target: get('skicka') });
    // Where it was: from <main>, as the page may be drawn afresh around it.
    expect(early.held.actions[0]?.path).toEqual([0, 0, 3]);
  });

  it('leaves links and a text field’s label alone', () => {
    const { window, early, get } = pageWithContract();
    expect(click(window, get('lank'))).toBe(true);
    expect(click(window, get('etikett'))).toBe(true);
    expect(early.held.actions).toEqual([]);
  });

  it('holds a checkbox (and its label) unticked for the app to tick', () => {
    const { window, early, get } = pageWithContract();
    click(window, get('kryss'));
    click(window, get('villkor'));
    expect((get('kryss') as HTMLInputElement).checked).toBe(false);
    expect(early.held.actions.map((action) => action.target.id)).toEqual(['kryss', 'villkor']);
  });

  it('holds a submit: the form never submits natively', () => {
    const { window, early, seenByApp, get } = pageWithContract();
    const submit = new window.Event('submit', { bubbles: true, cancelable: true });
    expect(get('form').dispatchEvent(submit)).toBe(false);
    expect(seenByApp).toEqual([]);
    expect(early.held.actions[0]).toMatchObject({ type: 'submit', target: get('form') });
  });

  it('notes typed fields with their latest value, and holds Escape only', () => {
    const { window, early, seenByApp, get } = pageWithContract();
    const field = get('epost') as HTMLInputElement;
    for (const value of ['a', 'an', 'anna@example.se']) {
      field.value = value;
      field.dispatchEvent(new window.Event('input', { bubbles: true }));
    }
    const key = (name: string) =>
      field.dispatchEvent(
        new window.KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
      );
    expect(key('a')).toBe(true);
    expect(key('Escape')).toBe(false);
    field.dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
    field.dispatchEvent(new window.FocusEvent('focusin', { bubbles: true }));
    expect(seenByApp).toEqual([]);
    expect(early.held.fields).toEqual([
      { target: field, path: [0, 0, 1], value: 'anna@example.se' },
    ]);
    expect(early.held.actions.map((action) => [action.type, action.key])).toEqual([
      ['keydown', 'Escape'],
    ]);
  });

  it('tells the app which fields were typed into, by name, so it can load what they need', () => {
    const { window, early, get } = pageWithContract();
    const field = get('epost') as HTMLInputElement;
    const type = (value: string) => {
      field.value = value;
      field.dispatchEvent(new window.Event('input', { bubbles: true }));
    };
    expect(typedBeforeStart(early, 'email')).toBe(false);
    type('  ');
    expect(typedBeforeStart(early, 'email')).toBe(false);
    type('anna');
    expect(typedBeforeStart(early, 'email')).toBe(true);
    expect(typedBeforeStart(early, 'search')).toBe(false);
    // Once the page that had the field is gone (a navigation), its early text is no longer news.
    field.closest('main')?.remove();
    expect(typedBeforeStart(early, 'email')).toBe(false);
    // A page without the contract (the dev server) has nothing typed early.
    expect(typedBeforeStart(undefined, 'email')).toBe(false);
  });

  it('stops holding when released: what follows goes to the app', () => {
    const { window, early, seenByApp, get } = pageWithContract();
    click(window, get('meny'));
    const held = early.release();
    expect(held.actions.map((action) => action.target.id)).toEqual(['meny']);
    expect(click(window, get('meny'))).toBe(true);
    expect(seenByApp).toEqual(['click']);
    expect(early.held.actions).toHaveLength(1);
  });

  it('a press begun before the release ends held: its click is done for the app, once', () => {
    const { window, early, seenByApp, get } = pageWithContract();
    const press = (type: string, target: HTMLElement) =>
      target.dispatchEvent(new window.MouseEvent(type, { bubbles: true, cancelable: true }));
    // The finger goes down on the checkbox's label while the page is HTML …
    press('pointerdown', get('villkor'));
    early.release();
    // … and comes up once the app runs: the app sees neither the end of a press it never saw
    // begin nor that click, but a click of the label made for it, which ticks the box once.
    press('pointerup', get('villkor'));
    expect(click(window, get('villkor'))).toBe(false);
    expect((get('kryss') as HTMLInputElement).checked).toBe(true);
    // The label's click, the box's click that it makes, the box's input event.
    expect(seenByApp).toEqual(['click', 'click', 'input']);
    expect(early.held.actions).toEqual([]);
    // That press is over: the next goes to the app as it is.
    press('pointerdown', get('villkor'));
    press('pointerup', get('villkor'));
    expect(seenByApp.slice(3)).toEqual(['pointerdown', 'pointerup']);
  });

  it('a tap begun before the release ends held too, its mousedown after its touchend', () => {
    const { window, early, seenByApp, get } = pageWithContract();
    const send = (type: string) =>
      get('villkor').dispatchEvent(new window.Event(type, { bubbles: true, cancelable: true }));
    send('pointerdown');
    send('touchstart');
    early.release();
    // A phone's tap: the touch ends, then the mouse events made from it, then the click.
    for (const type of ['pointerup', 'touchend', 'mousedown', 'mouseup']) send(type);
    expect(click(window, get('villkor'))).toBe(false);
    expect((get('kryss') as HTMLInputElement).checked).toBe(true);
    expect(seenByApp).toEqual(['click', 'click', 'input']);
  });

  it('a link pressed before the release and let go after it is followed as it is', () => {
    const { window, early, seenByApp, get } = pageWithContract();
    get('lank').dispatchEvent(new window.MouseEvent('pointerdown', { bubbles: true }));
    early.release();
    get('lank').addEventListener('click', (event) => event.preventDefault());
    expect(click(window, get('lank'))).toBe(false);
    expect(seenByApp).toEqual(['click']);
  });

  it('when the app’s script fails to load, lets the held clicks act natively', () => {
    const { window, early, get } = pageWithContract();
    click(window, get('meny'));
    let natively = 0;
    get('meny').addEventListener('click', () => (natively += 1));
    const script = window.document.createElement('script');
    window.document.body.append(script);
    script.dispatchEvent(new window.Event('error'));
    expect(natively).toBe(1);
    // And holds nothing more.
    expect(click(window, get('meny'))).toBe(true);
    expect(early.held.actions).toHaveLength(1);
  });
});
