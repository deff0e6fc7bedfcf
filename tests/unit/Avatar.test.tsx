// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Avatar } from '../../src/ui/Avatar/Avatar';

afterEach(cleanup);

describe('Avatar', () => {
  it('shows the picture, and the initial instead of a broken image when it fails to load', () => {
    const { container, rerender } = render(
      <Avatar src="https://example.test/borta.png" username="stina" alt="Din profilbild" />,
    );
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    fireEvent.error(image as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('S');

    // A new picture is tried again.
    rerender(<Avatar src="https://example.test/ny.png" username="stina" alt="Din profilbild" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.test/ny.png');
  });
});
