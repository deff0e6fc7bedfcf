/**
 * The app's half of the early event contract (./contract.ts): once the page's content is hydrated,
 * it takes what the visitor did before the app had started and carries it out through the app's
 * own handlers, so each reaches its machine as if done now: typed text as the field's change,
 * clicks as clicks, a held submit as a submit, Escape as Escape. Nothing here changes the scroll
 * position or moves the focus.
 */
import type { EarlyContract, ElementPath, HeldAction, HeldField, HeldInput } from './types';

/**
 * React DOM keeps, on every node it has hydrated or created, its fiber under a key with this
 * prefix; it finds a node's component by it when an event arrives. A node without it is still
 * the prerendered HTML: its handlers are not attached yet.
 */
const REACT_NODE_KEY = '__reactFiber$';

export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith(REACT_NODE_KEY));
}

/** The page's own content (inside the router's Suspense boundary) hydrates after the frame. */
function contentHydrated(): boolean {
  const content = document.getElementById('main')?.firstElementChild;
  return !content || isHydrated(content);
}

/** How long the hand-over waits for the content at most; then it hands over what it can. */
const HYDRATION_WAIT_MS = 10_000;

/**
 * Resolves as soon as the content is hydrated. React commits the hydrated content and, in the
 * same task, its first updates, which write the values their components know into controlled
 * fields; a mutation observer's callback runs right after, before the browser paints, so a field's
 * typed text is back before the empty field could be seen. A timer covers a hydration that
 * changes nothing in the DOM.
 */
function untilContentHydrated(): Promise<void> {
  return new Promise((resolve) => {
    const deadline = performance.now() + HYDRATION_WAIT_MS;
    let timer = 0;
    const observer = new MutationObserver(() => check());
    const check = () => {
      if (!contentHydrated() && performance.now() < deadline) return;
      observer.disconnect();
      clearInterval(timer);
      resolve();
    };
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    timer = window.setInterval(check, 50);
    check();
  });
}

/** The element now at `target`'s place: itself, or its successor on a page drawn afresh. */
function current(target: Element, path: ElementPath): Element | null {
  if (target.isConnected) return target;
  let node: Element | undefined = document.documentElement;
  for (const index of path) node = node?.children[index];
  return node && node.tagName === target.tagName ? node : null;
}

const NOT_TYPED = /^(checkbox|radio|file|submit|button|reset|image|hidden)$/;

/** The value setter of the element's own class, which React's value tracking does not see. */
function nativeValueSetter(element: HTMLInputElement | HTMLTextAreaElement) {
  const prototype =
    element instanceof HTMLInputElement
      ? HTMLInputElement.prototype
      : HTMLTextAreaElement.prototype;
  return Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
}

/**
 * Tells the field's component what the visitor typed. React fires onChange when a field's value
 * differs from the last value it knows (its value tracker); so the field is given the rendered
 * value through React's own setter first, then the typed text natively, then the input event,
 * all in one task: nothing is painted in between and the caret is put back where it was.
 */
function replayField({ value: typed }: HeldField, element: Element): void {
  if (element instanceof HTMLSelectElement) {
    element.value = typed;
    element.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const isText =
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && !NOT_TYPED.test(element.type));
  if (!isText) return;
  // React keeps a controlled field's defaultValue in step with the value it renders.
  const rendered = element.defaultValue;
  const setNatively = nativeValueSetter(element);
  if (typed === rendered || !setNatively) return;
  const focused = document.activeElement === element;
  const selection = focused ? selectionOf(element) : null;
  element.value = rendered;
  setNatively.call(element, typed);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  if (selection) {
    try {
      element.setSelectionRange(selection[0], selection[1]);
    } catch {
      // Fields such as type=email have no selection to restore.
    }
  }
}

function selectionOf(element: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    const { selectionStart, selectionEnd } = element;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}

function replayAction(action: HeldAction, element: Element): void {
  switch (action.type) {
    case 'click':
      if (element instanceof HTMLElement) element.click();
      return;
    case 'submit': {
      if (!(element instanceof HTMLFormElement)) return;
      const submitter = action.submitter;
      element.requestSubmit(
        submitter && submitter.isConnected && element.contains(submitter) ? submitter : undefined,
      );
      return;
    }
    case 'keydown':
      element.dispatchEvent(
        new KeyboardEvent('keydown', { key: action.key, bubbles: true, cancelable: true }),
      );
  }
}

/** Carries out what was held: fields first (their machines learn the text), then the actions. */
export function replay({ actions, fields }: HeldInput): void {
  for (const field of fields) {
    const element = current(field.target, field.path);
    if (element) replayField(field, element);
  }
  // A field focused before the start: its component learns of the focus (e.g. a search that
  // loads its texts on focus), without the focus moving.
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) {
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
  for (const action of actions) {
    const element = current(action.target, action.path);
    if (element) replayAction(action, element);
  }
}

/**
 * Waits for the page's content to be hydrated, stops the contract and replays what it held.
 * Without a contract (the dev server draws pages in the browser) there is nothing to hand over.
 */
const handedOver = new WeakSet<EarlyContract>();

export async function handOver(contract: EarlyContract | undefined): Promise<void> {
  if (!contract || handedOver.has(contract)) return;
  handedOver.add(contract);
  await untilContentHydrated();
  replay(contract.release());
}

/**
 * The app could not start: the contract stops holding and the held clicks are done natively (the
 * menu's popover opens; a form says that it needs JavaScript).
 */
export function giveUp(contract: EarlyContract | undefined): void {
  for (const action of contract?.release().actions ?? []) {
    if (action.type === 'click' && action.target instanceof HTMLElement) action.target.click();
  }
}
