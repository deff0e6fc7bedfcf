import { notFound } from '@tanstack/react-router';

/**
 * Reads a path parameter that may carry percent-encoding. A malformed encoding (such as
 * `%E0%A4%A`) is a page that cannot be found, never a crash.
 */
export function decodeParamOrNotFound(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw notFound();
  }
}
