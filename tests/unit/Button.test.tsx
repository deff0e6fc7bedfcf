// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LiveAnnouncer } from '../../src/ui/Announcer/Announcer';
import { Button } from '../../src/ui/Button/Button';

afterEach(cleanup);

/** A retry button that is replaced by what it fetched, as in the quiz's "save failed" step. */
function RetryThenResults({ onPress }: { onPress: () => void }) {
  const [phase, setPhase] = useState<'failed' | 'saving' | 'saved'>('failed');
  if (phase === 'saved') return <p>Dina resultat</p>;
  return (
    <>
      <Button
        isPending={phase === 'saving'}
        onPress={() => {
          onPress();
          setPhase('saving');
        }}
      >
        {phase === 'saving' ? 'Sparar...' : 'Försök igen'}
      </Button>
      <button type="button" onClick={() => setPhase('saved')}>
        klar
      </button>
    </>
  );
}

describe('Button while pending', () => {
  it('announces its label as text, ignores presses and never leaves a dangling reference', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { container } = render(
      <>
        <LiveAnnouncer />
        <RetryThenResults onPress={onPress} />
      </>,
    );
    const retry = screen.getByRole('button', { name: 'Försök igen' });
    await user.click(retry);
    const pending = screen.getByRole('button', { name: 'Sparar...' });
    expect(pending).toHaveProperty('ariaDisabled', 'true');
    expect(pending.getAttribute('data-busy')).toBe('true');
    // Still focused (a disabled button would drop focus), and the new label is read out as text.
    expect(document.activeElement).toBe(pending);
    const log = container.querySelector('[data-startklar-announcer] [aria-live="assertive"]');
    expect(log?.textContent).toBe('Sparar...');

    await user.click(pending);
    expect(onPress).toHaveBeenCalledTimes(1);

    // The button goes away; what was announced does not point at it.
    act(() => screen.getByRole('button', { name: 'klar' }).click());
    expect(screen.queryByRole('button', { name: 'Sparar...' })).toBeNull();
    expect(container.querySelector('[aria-labelledby]')).toBeNull();
    expect(document.querySelector('[data-live-announcer] [role="img"]')).toBeNull();
  });

  it('a pending submit button does not submit its form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="E-post" />
        <input aria-label="Telefon" />
        <Button type="submit" isPending>
          Skickar...
        </Button>
      </form>,
    );
    await user.type(screen.getByLabelText('E-post'), 'a{Enter}');
    await user.click(screen.getByRole('button', { name: 'Skickar...' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
