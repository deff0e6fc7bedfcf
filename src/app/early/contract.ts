/**
 * The early event contract (after Google's JSAction and Angular's event replay): inlined at the top
 * of every prerendered page's head, it holds what a visitor does before the app has started, and
 * hands it over when the app has hydrated the page (./replay.ts carries it out).
 *
 * - A click on a control (button, checkbox, radio, summary, a checkbox's label) is held: its default
 *   action is cancelled (a submit button does not submit, a checkbox does not tick) and the app
 *   clicks it again. Links are left alone: following one loads that page, as it would after.
 * - A submit is held, so no form ever submits natively (no field in a URL).
 * - Typing happens natively (the text stays in the field); the fields typed in are noted, and the
 *   app tells their machines. Escape is held for the app.
 * - Events the app's listeners would see half-way (pointer, mouse, touch, keys, focus) are kept
 *   from them until the hand-over, so nothing is done twice.
 * - A press that begins before the hand-over and ends after it (the finger went down on a radio
 *   while the page was HTML) ends held too: the app never saw it begin, and react-aria does nothing
 *   with a click whose press it did not see, so the contract clicks the control for the app.
 * - If the app's script fails to load, holding stops and the held clicks are done natively (the
 *   menu's popover opens, a form says JavaScript is needed).
 *
 * Built by scripts/inline-scripts.mjs into a minified script of ≤ 1.5 KB (a unit test checks);
 * it must not import anything at run time.
 */
import type { ElementPath, HeldAction, HeldField, HeldInput } from './types';

(() => {
  const actions: HeldAction[] = [];
  const fields: HeldField[] = [];
  const held: HeldInput = { actions, fields };
  let holding = true;
  // A press (pointer, mouse or touch down) kept from the app, whose click has not come yet.
  let pressed = false;

  // From `<main>` when the element is in it (the frame around it may differ when a page is drawn
  // afresh), else from `<html>`.
  const pathOf = (element: Element): ElementPath => {
    const path: number[] = [];
    for (let node = element; node.parentElement && node.id !== 'main'; node = node.parentElement) {
      path.unshift([...node.parentElement.children].indexOf(node));
    }
    return path;
  };
  // The control a click acts on, or null: links are left alone, and a text field's label
  // focuses its field, as it should.
  const controlOf = (target: Element): Element | null => {
    const control = target.closest(
      'a[href],button,summary,label,input[type=checkbox],input[type=radio],input[type=submit],input[type=button],[role=button]',
    );
    return !control ||
      control.matches('a') ||
      (control instanceof HTMLLabelElement &&
        !/^(checkbox|radio)$/.test((control.control as HTMLInputElement | null)?.type ?? ''))
      ? null
      : control;
  };
  const listen = (type: string, handler: (event: Event, target: Element) => void) =>
    addEventListener(
      type,
      (event) => {
        const target = event.target;
        if (!(target instanceof Element)) return;
        if (holding) {
          event.stopImmediatePropagation();
          handler(event, target);
        } else if (pressed) {
          // Released while a press was kept: its end stays kept, and its click on a control is
          // done afresh, for the app (a click elsewhere, on a link, goes on as it is). The end:
          // pointerup, mouseup, touchend (not keyup). A new press begins with pointerdown or
          // touchstart (a tap's mousedown comes after its touchend, before its click).
          if (/[er]up|end/.test(type)) event.stopImmediatePropagation();
          else if (type == 'click' || /rdo|hs/.test(type)) {
            pressed = false;
            const control = type == 'click' && controlOf(target);
            if (control) {
              event.stopImmediatePropagation();
              event.preventDefault();
              (control as HTMLElement).click();
            }
          }
        }
      },
      true,
    );
  const hold = (event: Event, action: Omit<HeldAction, 'path'>) => {
    event.preventDefault();
    actions.push({ ...action, path: pathOf(action.target) });
  };
  const noteField = (_event: Event, target: Element) => {
    const { value } = target as HTMLInputElement;
    const field = fields.find((held) => held.target === target);
    if (field) field.value = value;
    else fields.push({ target, path: pathOf(target), value });
  };

  listen('click', (event, target) => {
    pressed = false;
    const control = controlOf(target);
    if (control) hold(event, { type: 'click', target: control });
  });
  listen('submit', (event, target) =>
    hold(event, { type: 'submit', target, submitter: (event as SubmitEvent).submitter }),
  );
  listen('keydown', (event, target) => {
    const { key } = event as KeyboardEvent;
    if (key === 'Escape') hold(event, { type: 'keydown', target, key });
  });
  listen('input', noteField);
  listen('change', noteField);
  for (const type of [
    'pointerdown',
    'pointerup',
    'mousedown',
    'mouseup',
    'touchstart',
    'touchend',
    'keyup',
    'focusin',
    'focusout',
  ]) {
    listen(type, () => {
      if (/down|start/.test(type)) pressed = true;
    });
  }

  // The app's script did not load: the page is on its own; let the held clicks act natively.
  addEventListener(
    'error',
    (event) => {
      if (holding && event.target instanceof HTMLScriptElement) {
        holding = false;
        for (const action of actions) {
          if (action.type === 'click') (action.target as HTMLElement).click();
        }
      }
    },
    true,
  );

  window.__startklarEarly = {
    held,
    release: () => {
      holding = false;
      return held;
    },
  };
})();
