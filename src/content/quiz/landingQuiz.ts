/**
 * The business test that opens inline on the landing page.
 *
 * Five question steps (0..4) followed by a sixth login/results step. Answers are stored as one
 * flat list of option strings (`user_quiz_results.answers`), so every option string is unique
 * across all questions. An idea is suggested when ANY of its tags is among the answers; the first
 * `MAX_IDEAS` in list order are shown, and saved as `business_type` joined by ', '.
 *
 * Pure data and functions only: no React, no XState.
 */

export type LandingQuestionType = 'single' | 'multi';

export interface LandingQuestion {
  id: string;
  question: string;
  options: readonly string[];
  type: LandingQuestionType;
}

export interface LandingIdea {
  id: string;
  idea: string;
  description: string;
  /** Option strings (from `landingQuestions`) that trigger this idea. */
  tags: readonly string[];
}

/** 5 question steps + the login/results step = 6 progress dots. */
export const LANDING_STEPS = 6;
/** At most this many ideas are suggested. */
export const MAX_IDEAS = 5;

export const landingQuestions: readonly LandingQuestion[] = [
  {
    id: 'time',
    question: 'Hur mycket tid kan du lägga på ditt företag?',
    type: 'single',
    options: [
      'Ett par timmar i veckan',
      'Några kvällar och helger',
      'Deltid, ungefär halva veckan',
      'Heltid – jag satsar allt',
    ],
  },
  {
    id: 'capital',
    question: 'Hur mycket startkapital har du?',
    type: 'single',
    options: ['0–5 000 kr', '5 000–25 000 kr', '25 000–100 000 kr', 'Mer än 100 000 kr'],
  },
  {
    id: 'format',
    question: 'Vill du helst arbeta digitalt eller fysiskt?',
    type: 'single',
    options: [
      'Helt digitalt',
      'Mest digitalt, med lite fysiskt',
      'Mest fysiskt, med lite digitalt',
      'Helt fysiskt, på plats hos kunder eller i egen lokal',
    ],
  },
  {
    id: 'interests',
    question: 'Vad intresserar dig? Välj gärna flera.',
    type: 'multi',
    options: [
      'Teknik och IT',
      'Mat och dryck',
      'Hälsa och träning',
      'Design och skapande',
      'Handel och e-handel',
      'Djur och natur',
    ],
  },
  {
    id: 'experience',
    question: 'Vilken erfarenhet har du sedan tidigare? Välj gärna flera.',
    type: 'multi',
    options: [
      'Programmering och webbutveckling',
      'Marknadsföring och sociala medier',
      'Ekonomi och administration',
      'Hantverk och praktiskt arbete',
      'Undervisning och coachning',
      'Ingen särskild erfarenhet ännu',
    ],
  },
];

export const landingIdeas: readonly LandingIdea[] = [
  {
    id: 'webbyra',
    idea: 'Frilansande webbutvecklare',
    description:
      'Bygg och underhåll hemsidor och webbutiker åt lokala företag som vill synas bättre på nätet.',
    tags: [
      'Teknik och IT',
      'Programmering och webbutveckling',
      'Helt digitalt',
      'Några kvällar och helger',
      '0–5 000 kr',
    ],
  },
  {
    id: 'sociala-medier',
    idea: 'Konsult inom sociala medier',
    description:
      'Hjälp småföretag att planera, skapa och publicera innehåll på Instagram, Facebook och LinkedIn.',
    tags: [
      'Marknadsföring och sociala medier',
      'Design och skapande',
      'Ett par timmar i veckan',
      'Deltid, ungefär halva veckan',
      'Helt digitalt',
    ],
  },
  {
    id: 'webbutik',
    idea: 'Nischad webbutik',
    description:
      'Sälj ett noga utvalt sortiment inom en smal nisch på nätet och skicka varorna direkt till kunderna.',
    tags: [
      'Handel och e-handel',
      'Mest digitalt, med lite fysiskt',
      '5 000–25 000 kr',
      'Heltid – jag satsar allt',
    ],
  },
  {
    id: 'personlig-tranare',
    idea: 'Personlig tränare och hälsocoach',
    description:
      'Erbjud individuella träningspass, kostråd och uppföljning, både på gymmet och via videosamtal.',
    tags: [
      'Hälsa och träning',
      'Undervisning och coachning',
      'Mest fysiskt, med lite digitalt',
      '5 000–25 000 kr',
    ],
  },
  {
    id: 'catering',
    idea: 'Catering och matlådor',
    description:
      'Laga lunchlådor och festmat åt företag och privatpersoner från ett hyrt och godkänt storkök.',
    tags: [
      'Mat och dryck',
      '25 000–100 000 kr',
      'Mest fysiskt, med lite digitalt',
      'Heltid – jag satsar allt',
    ],
  },
  {
    id: 'hundpassning',
    idea: 'Hundpassning och hundrastning',
    description:
      'Ta hand om grannskapets hundar med promenader, dagpassning och tillsyn när ägarna reser bort.',
    tags: [
      'Djur och natur',
      'Ingen särskild erfarenhet ännu',
      'Några kvällar och helger',
      '0–5 000 kr',
      'Helt fysiskt, på plats hos kunder eller i egen lokal',
    ],
  },
  {
    id: 'redovisning',
    idea: 'Redovisnings- och administrationstjänster',
    description:
      'Sköt bokföring, fakturering och löner åt enskilda firmor och småföretag som hellre lägger tiden på kunderna.',
    tags: [
      'Ekonomi och administration',
      'Deltid, ungefär halva veckan',
      'Mest digitalt, med lite fysiskt',
      '0–5 000 kr',
    ],
  },
  {
    id: 'hantverk',
    idea: 'Hantverks- och renoveringsfirma',
    description:
      'Utför snickeri, målning och mindre renoveringar åt privatpersoner, där kunden kan använda ROT-avdraget.',
    tags: [
      'Hantverk och praktiskt arbete',
      'Helt fysiskt, på plats hos kunder eller i egen lokal',
      'Mer än 100 000 kr',
      'Heltid – jag satsar allt',
    ],
  },
  {
    id: 'onlinekurser',
    idea: 'Onlinekurser och digitala guider',
    description:
      'Paketera det du kan i videokurser, mallar eller e-böcker som säljs digitalt om och om igen.',
    tags: [
      'Undervisning och coachning',
      'Design och skapande',
      'Ett par timmar i veckan',
      '5 000–25 000 kr',
      'Helt digitalt',
    ],
  },
];

/** Steps 0..4 are questions; step 5 is the login/results step. */
export const QUESTION_COUNT = landingQuestions.length;
export const RESULTS_STEP = LANDING_STEPS - 1;

/** The selected options per question step, in click order. */
export type LandingAnswers = readonly (readonly string[])[];

export const emptyAnswers = (): string[][] => landingQuestions.map(() => []);

/** Whether `option` is one of the options of question `step`. */
export const isOptionOf = (step: number, option: string): boolean =>
  landingQuestions[step]?.options.includes(option) ?? false;

/** The answers after clicking `option` on question `step` (see `toggleAnswer`). */
export function selectAnswer(answers: LandingAnswers, step: number, option: string): string[][] {
  const question = landingQuestions[step];
  return answers.map((selected, index) =>
    index === step && question ? toggleAnswer(selected, option, question.type) : [...selected],
  );
}

/**
 * Whether the visitor, now on step `current`, may go to step `to`: back to a step already
 * reached (the results step included), or, with `earlierOnly`, back to an earlier question.
 */
export function canGoTo(to: number, current: number, earlierOnly = false): boolean {
  const last = Math.min(current, RESULTS_STEP);
  return Number.isInteger(to) && to >= 0 && (earlierOnly ? to < last : to <= last);
}

/**
 * Ideas with at least one tag among the answers, in list order, at most `MAX_IDEAS`.
 */
export function suggestIdeas(
  answers: readonly string[],
  ideas: readonly LandingIdea[] = landingIdeas,
): LandingIdea[] {
  const selected = new Set(answers);
  return ideas.filter((idea) => idea.tags.some((tag) => selected.has(tag))).slice(0, MAX_IDEAS);
}

/**
 * The selection after clicking `option`: a multi question toggles the option (appending it in
 * click order, or removing it); a single question replaces the selection with it.
 */
export function toggleAnswer(
  selected: readonly string[],
  option: string,
  type: LandingQuestionType,
): string[] {
  if (type === 'single') return [option];
  return selected.includes(option) ? selected.filter((o) => o !== option) : [...selected, option];
}

/** The per-step selections as one flat list, in step order (`user_quiz_results.answers`). */
export function flattenAnswers(perStep: readonly (readonly string[])[]): string[] {
  return perStep.flatMap((step) => [...step]);
}

/** The suggested ideas as the saved `business_type`: idea texts joined by ', '. */
export function ideasToBusinessType(ideas: readonly Pick<LandingIdea, 'idea'>[]): string {
  return ideas.map((i) => i.idea).join(', ');
}

/**
 * Reads stored answers (JSON: one list of options per question). Anything corrupt, of the wrong
 * shape, or naming options the questions do not have counts as nothing stored.
 */
export function parsePendingAnswers(raw: string | null | undefined): string[][] | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value) || value.length !== landingQuestions.length) return null;
    const answers = value.map((selected, index) => {
      const options = landingQuestions[index]?.options ?? [];
      if (!Array.isArray(selected) || selected.length === 0) return null;
      if (!selected.every((option) => typeof option === 'string' && options.includes(option)))
        return null;
      return selected as string[];
    });
    return answers.every((selected) => selected !== null) ? (answers as string[][]) : null;
  } catch {
    return null;
  }
}

/** The ideas the answers suggest. */
export function suggestedIdeas(context: { answers: LandingAnswers }): LandingIdea[] {
  return suggestIdeas(flattenAnswers(context.answers));
}
