/**
 * The planner's two pages as tools an article points to under 'Räkna själv', beside the
 * calculators: Din likviditetsbudget (issue 57: linked from the article on likviditetsbudget) and
 * Din startplan och skattekalender, each from the articles that explain what it computes.
 */
export interface PlanTool {
  path: '/likviditetsbudget' | '/startplan';
  linkLabel: string;
  teaser: string;
  articles: readonly string[];
}

export const PLAN_TOOLS: readonly PlanTool[] = [
  {
    path: '/likviditetsbudget',
    linkLabel: 'Din likviditetsbudget',
    teaser:
      'Försäljning, kostnader och löner in: varje betalning av moms, arbetsgivaravgifter och F-skatt med belopp och datum de kommande 18 månaderna, och vilken månad pengarna inte räcker.',
    articles: [
      'likviditetsbudget',
      'resultatbudget',
      'f-skatt-preliminarskatt',
      'kontantmetoden-faktureringsmetoden',
    ],
  },
  {
    path: '/startplan',
    linkLabel: 'Din startplan och skattekalender',
    teaser:
      'Stegen för att registrera ditt företag och varje datum för moms, arbetsgivardeklaration, F-skatt och deklarationer de kommande 18 månaderna.',
    articles: ['momsredovisning', 'likviditetsbudget'],
  },
];

/** The planner's pages that compute what an article explains. */
export function planToolsForArticle(articleId: string): PlanTool[] {
  return PLAN_TOOLS.filter((tool) => tool.articles.includes(articleId));
}
