/**
 * The app's half of the early event contract (./contract.ts): once the page's content is the
 * app's, it takes what the visitor did before the app had started and carries it out through the
 * app's own handlers, so each reaches its machine as if done now: typed text as the field's
 * change, clicks as clicks, a held submit as a submit, Escape as Escape. Nothing here changes the
 * scroll position or moves the focus.
 */
import type { EarlyContract, ElementPath, HeldAction, HeldField, HeldInput } from './types';

/**
 * React DOM keeps, on every node it has hydrated or created, its fiber under a key with this
 * prefix; it finds a node's component by it when an event arrives. A node without it is still
 * the prerendered HTML: React has not started on it.
 */
const REACT_NODE_KEY = '__reactFiber$';

export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith(REACT_NODE_KEY));
}

/**
 * React has reached the page's own content: hydrating it (it is inside the router's Suspense
 * boundary, which React hydrates after the frame around it), or drawing it afresh (a page with a
 * query string, whose route's code arrives after the frame: until then `<main>` is empty).
 */
function contentReached(): boolean {
  const content = document.getElementById('main')?.firstElementChild;
  return content !== null && content !== undefined && isHydrated(content);
}

/** How long the hand-over waits for the content at most; then it hands over what it can. */
const HYDRATION_WAIT_MS = 10_000;
const POLL_MS = 25;
/** An idle moment comes within this, or the hand-over goes ahead anyway. */
const IDLE_WAIT_MS = 1_000;

const nextTask = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves when the main thread is idle: React renders a hydration in slices, one task after
 * another, then commits and runs the effects that start the page's machines. An idle moment
 * after it has reached the content means all that is done, and events reach mounted handlers
 * and running machines.
 */
function idle(): Promise<void> {
  return typeof requestIdleCallback === 'function'
    ? new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS }))
    : nextTask(50);
}

async function untilContentIsTheApps(): Promise<void> {
  const deadline = performance.now() + HYDRATION_WAIT_MS;
  while (!contentReached() && performance.now() < deadline) await nextTask(POLL_MS);
  await idle();
}

/**
 * The element now at `target`'s place: itself, or its successor on a page drawn afresh (a page
 * with a query string): the one field of that name, else the element at the same place.
 */
function current(target: Element, path: ElementPath): Element | null {
  if (target.isConnected) return target;
  const name = target.getAttribute('name');
  if (name) {
    const named = [...document.getElementsByName(name)].filter(
      (element) => element.tagName === target.tagName,
    );
    if (named.length === 1) return named[0] ?? null;
  }
  const inMain = target.closest('#main') !== null;
  let node: Element | null | undefined = inMain
    ? document.getElementById('main')
    : document.documentElement;
  for (const index of path) node = node?.children[index];
  return node && node.tagName === target.tagName ? node : null;
}

const NOT_TYPED = /^(checkbox|radio|file|submit|button|reset|image|hidden)$/;

type TextField = HTMLInputElement | HTMLTextAreaElement;

function asTextField(element: Element | null): TextField | null {
  if (element instanceof HTMLTextAreaElement) return element;
  if (element instanceof HTMLInputElement && !NOT_TYPED.test(element.type)) return element;
  return null;
}

/** The value setter of the element's own class, which React's value tracking does not see. */
function setNatively(field: TextField, value: string): void {
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

/** Fields such as type=email have no caret to read or set. */
function selectionOf(field: TextField): [number, number] | null {
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}

/**
 * Writes a focused field without moving its caret: where it was, or at the end of the typed text
 * when the field had been emptied under it.
 */
function keepCaret(field: TextField, typed: string, write: () => void): void {
  if (document.activeElement !== field) {
    write();
    return;
  }
  const before: [number, number] | null =
    field.value === typed ? selectionOf(field) : [typed.length, typed.length];
  write();
  if (before && selectionOf(field)) field.setSelectionRange(...before);
}

/**
 * Until the hand-over, typed text stays visible: when the app's first render of a controlled
 * field writes the value its component still knows (the rendered one) into it, the text is put
 * back at once, natively (React is not told yet), before the browser paints.
 */
function guardTypedText(held: HeldInput): () => void {
  const restore = () => {
    for (const field of held.fields) {
      const element = asTextField(current(field.target, field.path));
      if (element && element.value !== field.value) {
        keepCaret(element, field.value, () => setNatively(element, field.value));
      }
    }
  };
  const observer = new MutationObserver(restore);
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  return () => observer.disconnect();
}

/**
 * Tells the field's component what the visitor typed. React fires onChange when a field's value
 * differs from the last value it knows (its value tracker); so the field is given the rendered
 * value through React's own setter first, then the typed text natively, then the input event,
 * all in one task: nothing is painted in between and the caret stays where it was.
 */
function replayField({ value: typed }: HeldField, element: Element): void {
  if (element instanceof HTMLSelectElement) {
    element.value = typed;
    element.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const field = asTextField(element);
  // React keeps a controlled field's defaultValue in step with the value it renders.
  if (!field || typed === field.defaultValue) return;
  keepCaret(field, typed, () => {
    field.value = field.defaultValue;
    setNatively(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
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
 * Whether the visitor has typed into a field named `name` before the app started, and the field is
 * still in the page (a later page the visitor navigates to has fields of its own): the page may
 * start loading what that field needs while it hydrates.
 */
export function typedBeforeStart(contract: EarlyContract | undefined, name: string): boolean {
  return (
    contract?.held.fields.some(
      (field) =>
        field.value.trim() !== '' &&
        field.target.isConnected &&
        field.target.getAttribute('name') === name,
    ) ?? false
  );
}

const handedOver = new WeakSet<EarlyContract>();

/**
 * Waits until the page's content is the app's, stops the contract and replays what it held.
 * Without a contract (the dev server draws pages in the browser) there is nothing to hand over.
 */
export async function handOver(contract: EarlyContract | undefined): Promise<void> {
  if (!contract || handedOver.has(contract)) return;
  handedOver.add(contract);
  const stopGuarding = guardTypedText(contract.held);
  await untilContentIsTheApps();
  stopGuarding();
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
