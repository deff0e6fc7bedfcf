/** jsdom 29, the part the tests use directly (Vitest's jsdom environment needs no types). */
declare module 'jsdom' {
  export type DOMWindow = Window & typeof globalThis & { eval: (code: string) => unknown };
  export class JSDOM {
    constructor(
      html?: string,
      options?: { runScripts?: 'dangerously' | 'outside-only'; url?: string },
    );
    readonly window: DOMWindow;
  }
}
