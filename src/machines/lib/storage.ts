/**
 * Web storage that never throws: private modes, full quotas and disabled storage all read as
 * "nothing stored" and drop writes.
 */
function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    local()?.setItem(key, value);
  } catch {
    // Storage unavailable: the choice holds for this visit only.
  }
}

export function removeStorage(key: string): void {
  try {
    local()?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}
