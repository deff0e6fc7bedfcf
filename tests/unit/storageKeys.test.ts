/**
 * Keys that two layers name: the app reads the demo backend's generation mark to know whether
 * this browser has a demo database of its own (then pages read its edited texts).
 */
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../src/app/storage';
import { DEMO_DB_STORAGE_KEY } from '../../src/mocks/db';

describe('storage keys', () => {
  it('the demo database mark is the one the demo backend writes', () => {
    expect(STORAGE_KEYS.demoDatabase).toBe(`${DEMO_DB_STORAGE_KEY}:generation`);
  });

  it('no two purposes share a key', () => {
    const keys = Object.values(STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
