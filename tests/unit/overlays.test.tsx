// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Dialog } from '../../src/ui/Dialog/Dialog';
import { Drawer } from '../../src/ui/Drawer/Drawer';

afterEach(cleanup);

// jsdom has no CSS.escape, which react-aria's overlays use; browsers all do.
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') } as typeof CSS;

/** Open overlays show their title and content; closed ones leave nothing in the document. */
describe('overlays in the browser', () => {
  it.each([true, false])('Dialog isOpen=%s', (isOpen) => {
    render(
      <Dialog title="Dialogrubrik" isOpen={isOpen}>
        Dialoginnehåll
      </Dialog>,
    );
    expect(screen.queryByRole('dialog', { name: 'Dialogrubrik' }) !== null).toBe(isOpen);
    expect(document.body.textContent?.includes('Dialoginnehåll')).toBe(isOpen);
  });

  it.each([true, false])('Drawer isOpen=%s', (isOpen) => {
    render(
      <Drawer title="Lådrubrik" closeLabel="Stäng" isOpen={isOpen} onOpenChange={() => {}}>
        Lådinnehåll
      </Drawer>,
    );
    expect(screen.queryByRole('dialog', { name: 'Lådrubrik' }) !== null).toBe(isOpen);
    expect(document.body.textContent?.includes('Lådinnehåll')).toBe(isOpen);
  });
});
