/**
 * The landing quiz's texts and the `user_quiz_results` row it saves for the signed-in user.
 */
import {
  flattenAnswers,
  ideasToBusinessType,
  suggestedIdeas,
  type LandingAnswers,
} from '../../content/quiz/landingQuiz';
import type { NewQuizResult } from '../../services/quizResults';
import { EMAIL_REQUIRED_MESSAGE } from './email';
import { LOGIN_TOASTS } from './signInToasts';
import type { ToastInput } from './toast';

export const TERMS_REQUIRED_MESSAGE = 'Du måste godkänna användarvillkoren för att fortsätta';

export const LANDING_QUIZ_TOASTS = {
  saved: { title: 'Resultat sparade', description: 'Dina svar har sparats i din profil.' },
  saveFailed: {
    title: 'Ett fel uppstod',
    description: 'Kunde inte spara dina resultat. Försök igen senare.',
    variant: 'destructive',
  },
  emailRequired: { title: 'Fel', description: EMAIL_REQUIRED_MESSAGE, variant: 'destructive' },
  // The login step sends the same code and Google sign-in as /login, with the same messages.
  codeSent: LOGIN_TOASTS.codeSent,
  codeFailed: LOGIN_TOASTS.codeFailed,
  googleFailed: LOGIN_TOASTS.googleFailed,
} as const satisfies Record<string, ToastInput>;

/** The `user_quiz_results` row for the current answers (personal_text is always null). */
export function buildQuizResult(context: {
  answers: LandingAnswers;
  userEmail: string | null;
}): NewQuizResult {
  return {
    user_email: context.userEmail ?? '',
    answers: flattenAnswers(context.answers),
    business_type: ideasToBusinessType(suggestedIdeas(context)),
  };
}
