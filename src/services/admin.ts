/** Admin check: the database's is_admin() for the current session. */
import { getSupabase } from './client';
import { logServiceError, toServiceError } from './result';

/** True when the signed-in user is an admin; false without a session or on any failure. */
export async function isAdmin(): Promise<boolean> {
  try {
    const client = await getSupabase();
    const { data, error, status } = await client.rpc('is_admin');
    if (error) {
      logServiceError('admin.isAdmin', toServiceError(error, status));
      return false;
    }
    return data === true;
  } catch (error) {
    logServiceError('admin.isAdmin', toServiceError(error));
    return false;
  }
}
