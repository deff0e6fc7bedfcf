/**
 * Old article addresses that now live under another id: alias -> kept id. On their own, so the
 * article route checks an address before the metadata of every article (./index.ts) loads. A merged or renamed
 * article leaves its old id here so that links and bookmarks keep working (the article route
 * redirects). An alias is never itself an article id, and a target is never an alias.
 */
export const ARTICLE_REDIRECTS: Readonly<Record<string, string>> = {
  // The same article existed twice; the one in the Registrering group is kept.
  'registrera-dig-som-arbetsgivare': 'registrera-som-arbetsgivare',
  // One article per topic (issue 26): what an invoice must contain is told with the first invoice,
  // the sole trader against the aktiebolag with the choice of company form, registering for VAT
  // with VAT, and registering the company and verksamt.se with the first steps.
  fakturakrav: 'din-forsta-faktura',
  'enskild-firma-eller-aktiebolag': 'valja-foretagsform',
  momsregistrering: 'moms',
  'registrera-foretag': 'att-komma-igang',
  'verksamt-se-som-startpunkt': 'att-komma-igang',
  // The bookkeeping method has Skatteverket's name: faktureringsmetoden.
  'kontantmetoden-fakturametoden': 'kontantmetoden-faktureringsmetoden',
};

/** The id an address should show: the kept id for an alias, otherwise the id itself. */
export function resolveArticleId(id: string): string {
  return Object.hasOwn(ARTICLE_REDIRECTS, id) ? (ARTICLE_REDIRECTS[id] ?? id) : id;
}
