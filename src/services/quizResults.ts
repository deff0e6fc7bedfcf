/** The `user_quiz_results` table: saved answers of the landing quiz. */
import type { QuizResultRow } from './database.types';
import { getSupabase } from './client';
import { normaliseEmail } from './email';
import { fail, ok, toServiceError, type Result } from './result';

export type { QuizResultRow };

export interface NewQuizResult {
  user_email: string;
  /** Flat list of the selected options. */
  answers: string[];
  /** Suggested ideas joined by commas. */
  business_type: string;
}

/** Saves a result (personal_text is always null). Only success or the error matters. */
export async function insert(result: NewQuizResult): Promise<Result<void>> {
  try {
    const client = await getSupabase();
    const { error, status } = await client.from('user_quiz_results').insert({
      user_email: normaliseEmail(result.user_email),
      answers: result.answers,
      business_type: result.business_type,
      personal_text: null,
    });
    if (error) return fail(toServiceError(error, status));
    return ok(undefined);
  } catch (error) {
    return fail(toServiceError(error));
  }
}

/**
 * The user's saved results, newest first. No filter: row-level security shows a signed-in user
 * their own results only (by owner id), also those saved under an address they have since left.
 */
export async function listMine(): Promise<Result<QuizResultRow[]>> {
  try {
    const client = await getSupabase();
    const { data, error, status } = await client
      .from('user_quiz_results')
      .select('*')
      .order('created_at', { ascending: false });
    if (error) return fail(toServiceError(error, status));
    return ok(data);
  } catch (error) {
    return fail(toServiceError(error));
  }
}
