/**
 * What the early event contract (./contract.ts, inlined in every prerendered page's head) hands to
 * the app once the page is hydrated (./replay.ts).
 */

/**
 * A route to an element, from `<main>` when it is inside it, else from `<html>`: its index among
 * its parent's element children, per level.
 */
export type ElementPath = readonly number[];

/** An action the visitor took before the app had started, held to be carried out after. */
export interface HeldAction {
  type: 'click' | 'submit' | 'keydown';
  /** The control clicked, the form submitted or the element a key was pressed in. */
  target: Element;
  /** Where `target` was, for a page the app draws afresh instead of hydrating. */
  path: ElementPath;
  /** The button that submitted the form, if any. */
  submitter?: HTMLElement | null;
  /** The key pressed (keydown). */
  key?: string;
}

/** A field the visitor typed in or changed before the app had started. */
export interface HeldField {
  target: Element;
  path: ElementPath;
  /**
   * What the field held after the visitor's last change. Kept here because the field itself may
   * not keep it: the first update of a hydrated controlled field writes the value its component
   * knows (still the rendered one) into it.
   */
  value: string;
}

export interface HeldInput {
  actions: HeldAction[];
  fields: HeldField[];
}

/** The contract's face towards the app: `window.__startklarEarly`. */
export interface EarlyContract {
  /** What is held so far (the lists grow until the contract is released). */
  held: HeldInput;
  /** Stops holding and returns what was held. Events after this go to the app. */
  release: () => HeldInput;
}

declare global {
  interface Window {
    __startklarEarly?: EarlyContract;
    /**
     * Set with the 'startklar:app-ready' mark: the same signal where `performance` is a stand-in
     * (Playwright's fake clock, `page.clock`, answers every getEntriesByName with nothing).
     */
    __startklarReady?: true;
  }
}
