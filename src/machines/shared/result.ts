import type { Result } from '../../services/result';

/**
 * Turns a service Result into a promise that rejects with the ServiceError, for `fromPromise`
 * actors: the error becomes the actor's error event.
 */
export async function unwrap<T>(result: Promise<Result<T>>): Promise<T> {
  const settled = await result;
  if (!settled.ok) throw settled.error;
  return settled.value;
}
