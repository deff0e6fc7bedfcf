/**
 * The search's relevance set (issue 58): queries as founders type them, written from the FAQ's
 * questions and the articles' own questions (their '?' headings), not from the titles, each with
 * the texts that answer it. A query passes when one of its answers is among the first three hits.
 * Used by tests/unit/searchRelevance.test.ts and scripts/search-compare.ts.
 */
export type QueryKind = 'inflected' | 'diacritics' | 'typo' | 'compound' | 'question' | 'synonym';

export interface RelevanceCase {
  query: string;
  kind: QueryKind;
  /** The search box: /articles or /blog. */
  corpus: 'article' | 'blog';
  /** The texts that answer it (any one among the first three hits passes). */
  answers: readonly string[];
  /** The question it comes from: the FAQ's or an article's own heading. */
  from: string;
}

const a = (
  query: string,
  kind: QueryKind,
  answers: readonly string[],
  from: string,
): RelevanceCase => ({ query, kind, corpus: 'article', answers, from });
const b = (
  query: string,
  kind: QueryKind,
  answers: readonly string[],
  from: string,
): RelevanceCase => ({ query, kind, corpus: 'blog', answers, from });

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  // --- The FAQ (/faq) ----------------------------------------------------------------------------
  a(
    'ska jag ha enskild firma eller aktiebolag',
    'question',
    ['valja-foretagsform', 'enskild-firma', 'aktiebolag'],
    'FAQ: Ska jag välja enskild firma eller aktiebolag?',
  ),
  a(
    'vad kostar det att starta ett foretag',
    'diacritics',
    ['att-komma-igang', 'registrera-aktiebolag-steg-for-steg', 'valja-foretagsform'],
    'FAQ: Vad kostar det att starta företag?',
  ),
  a(
    'hur lang tid tar det innan jag kan fakturera',
    'question',
    ['f-skatt', 'fakturera-utan-foretag'],
    'FAQ: Hur lång tid tar det innan jag kan börja fakturera?',
  ),
  a(
    'driva firma samtidigt som jag är anställd',
    'question',
    ['starta-vid-sidan-av-anstallningen'],
    'FAQ: Får jag driva företag samtidigt som jag är anställd?',
  ),
  a('maste jag ta ut moms', 'diacritics', ['moms', 'momsbefrielse'], 'FAQ: Måste jag ta ut moms?'),
  a(
    'behöver jag en bokföringsbyrå',
    'synonym',
    ['redovisningskonsult'],
    'FAQ: Behöver jag en redovisningskonsult?',
  ),
  a(
    'vad händer om jag blir sjuk som företagare',
    'question',
    ['sjukforsakring', 'a-kassa-for-foretagare'],
    'FAQ: Vad händer om jag blir sjuk?',
  ),
  a(
    'byta från enskild firma till AB',
    'synonym',
    ['byta-fran-enskild-firma-till-aktiebolag'],
    'FAQ: Kan jag byta företagsform senare?',
  ),
  // --- The articles' own questions ------------------------------------------------------------------
  a(
    'kan man vara med i akassan som företagare',
    'inflected',
    ['a-kassa-for-foretagare'],
    'a-kassa-for-foretagare: Kan företagare vara med i a-kassan?',
  ),
  a(
    'är min verksamhet hobby eller näringsverksamhet',
    'question',
    ['affarside', 'starta-vid-sidan-av-anstallningen'],
    'affarside: Hobby eller näringsverksamhet?',
  ),
  a(
    'vad ar en affarsmodell',
    'diacritics',
    ['affarsmodeller'],
    'affarsmodeller: Vad är en affärsmodell?',
  ),
  a(
    'varför behöver jag skriva affärsplaner',
    'inflected',
    ['affarsplan'],
    'affarsplan: Varför skriva en affärsplan?',
  ),
  a(
    'aktieägaravtalet mellan delägarna',
    'inflected',
    ['aktieagaravtal'],
    'aktieagaravtal: Varför behövs ett aktieägaravtal?',
  ),
  a(
    'hur mycket kostar en anställd',
    'question',
    ['arbetsgivaravgifter-vad-kostar-en-anstalld'],
    'arbetsgivaravgifter-vad-kostar-en-anstalld: Vad är arbetsgivaravgifter?',
  ),
  a(
    'hur länge måste jag spara kvittona',
    'inflected',
    ['arkivering', 'verifikationer-kvitton'],
    'arkivering: Hur länge ska du spara?',
  ),
  a(
    'k2 eller k3 i årsredovisningen',
    'inflected',
    ['arsredovisning-aktiebolag', 'bokslut'],
    'arsredovisning-aktiebolag: K2 eller K3?',
  ),
  a(
    'behöver aktiebolaget en revisor',
    'inflected',
    ['arsredovisning-aktiebolag', 'aktiebolag', 'redovisningskonsult'],
    'arsredovisning-aktiebolag: Revisor eller inte?',
  ),
  a(
    'vad ersätter avbrottsförsäkringen',
    'inflected',
    ['avbrottsforsakring'],
    'avbrottsforsakring: Vad ersätts?',
  ),
  a(
    'när måste man bokföra affärshändelserna',
    'inflected',
    ['bokforing', 'bokforingsskyldighet'],
    'bokforing: När ska du bokföra?',
  ),
  a(
    'vem ar bokforingsskyldig',
    'diacritics',
    ['bokforingsskyldighet'],
    'bokforingsskyldighet: Vem är bokföringsskyldig?',
  ),
  a(
    'när ska jag byta till aktiebolag',
    'question',
    ['byta-fran-enskild-firma-till-aktiebolag', 'valja-foretagsform'],
    'byta-fran-enskild-firma-till-aktiebolag: När är det dags att byta?',
  ),
  a(
    'vad täcker cyberförsäkringen',
    'inflected',
    ['cyberforsakring'],
    'cyberforsakring: Vad täcker en cyberförsäkring?',
  ),
  a(
    'vad måste stå på fakturan',
    'inflected',
    ['din-forsta-faktura', 'e-faktura'],
    'din-forsta-faktura: Säljer du till privatpersoner?',
  ),
  a(
    'hur mycket ar egenavgiften',
    'diacritics',
    ['egenavgifter'],
    'egenavgifter: Hur mycket är egenavgifterna?',
  ),
  a(
    'hemförsäkring när jag jobbar hemifrån',
    'compound',
    ['egendomsforsakring', 'foretagsforsakring'],
    'egendomsforsakring: Arbetar du hemifrån?',
  ),
  a(
    'skillnad på ideell och ekonomisk forening',
    'diacritics',
    ['ekonomisk-forening', 'ideell-forening-eller-foretag'],
    'ekonomisk-forening: Ekonomisk eller ideell förening?',
  ),
  a(
    'vem kan använda expansionsfonder',
    'inflected',
    ['expansionsfond'],
    'expansionsfond: Vem kan använda expansionsfond?',
  ),
  a(
    'när betalar jag preliminarskatten',
    'diacritics',
    ['f-skatt-preliminarskatt'],
    'f-skatt-preliminarskatt: När ska du betala?',
  ),
  a('hur ansöker jag om fskatt', 'question', ['f-skatt'], 'f-skatt: Vem kan få F-skatt?'),
  a('fa-skatt eller f-skatt', 'question', ['f-skatt'], 'f-skatt: F-skatt eller FA-skatt?'),
  a(
    'får jag fakturera innan f-skatten är klar',
    'inflected',
    ['f-skatt', 'fakturera-utan-foretag'],
    'f-skatt: Kan jag fakturera innan jag har fått F-skatt?',
  ),
  a('utländskt företag med filial i sverige', 'question', ['filial'], 'filial: Vad är en filial?'),
  a(
    'vem får skriva under avtal för bolaget',
    'question',
    ['firmateckning'],
    'firmateckning: Firmateckning: vem får skriva under för företaget?',
  ),
  a(
    'måste jag ha ett företagskonto',
    'question',
    ['foretagskonto-i-bank'],
    'foretagskonto-i-bank: Är det ett krav?',
  ),
  a(
    'skattepliktiga förmåner',
    'inflected',
    ['formaner'],
    'formaner: Vad betyder skattepliktig förmån för arbetsgivaren?',
  ),
  a(
    'avdrag för forskning och utveckling',
    'question',
    ['fou-avdrag'],
    'fou-avdrag: Vilka företag kan göra avdraget?',
  ),
  a(
    'måste jag ha kassaapparat',
    'synonym',
    ['kassaregister'],
    'kassaregister: Vem måste ha kassaregister?',
  ),
  a(
    'är kollektivavtalet obligatoriskt',
    'inflected',
    ['kollektivavtal'],
    'kollektivavtal: Är det obligatoriskt?',
  ),
  a(
    'analysera konkurrenterna',
    'inflected',
    ['konkurrentanalys'],
    'konkurrentanalys: Vilka är dina konkurrenter?',
  ),
  a(
    'vem får använda kontantmetod',
    'inflected',
    ['kontantmetoden-faktureringsmetoden'],
    'kontantmetoden-faktureringsmetoden: Vem får använda kontantmetoden?',
  ),
  a(
    'när ska arbetsgivardeklarationen lämnas',
    'inflected',
    ['lon-och-arbetsgivardeklaration'],
    'lon-och-arbetsgivardeklaration: När ska deklarationen vara inne?',
  ),
  a(
    'hur hittar jag min malgrupp',
    'diacritics',
    ['marknadsanalys'],
    'marknadsanalys: Vad vill du ta reda på?',
  ),
  a('momsregistreringen', 'inflected', ['moms'], 'moms: Vem ska registrera sig för moms?'),
  a('momsfri försäljning', 'synonym', ['momsbefrielse'], 'momsbefrielse: Vad innebär undantaget?'),
  a(
    'vad ska med i momsdeklarationerna',
    'inflected',
    ['momsredovisning'],
    'momsredovisning: Vad ska med i momsdeklarationen?',
  ),
  a(
    'natverka med andra foretagare',
    'diacritics',
    ['natverk-for-foretagare'],
    'natverk-for-foretagare: Varför nätverka?',
  ),
  a(
    'olycksfall på jobbet',
    'inflected',
    ['olycksfallsforsakring'],
    'olycksfallsforsakring: Vad täcker en privat olycksfallsförsäkring?',
  ),
  a(
    'hur får jag ett orgnummer',
    'synonym',
    ['organisationsnummer'],
    'organisationsnummer: Hur får företaget ett organisationsnummer?',
  ),
  a(
    'hur mycket får jag sätta av till periodiseringsfonder',
    'inflected',
    ['periodiseringsfond'],
    'periodiseringsfond: Hur mycket får du avsätta?',
  ),
  a(
    'var hittar jag investerarna',
    'inflected',
    ['pitcha-for-investerare', 'finansiering-nytt-foretag'],
    'pitcha-for-investerare: Var hittar du investerare?',
  ),
  a(
    'räkna ut timpriset',
    'inflected',
    ['prissatta-din-tjanst', 'prissattning'],
    'prissatta-din-tjanst: Steg 2: hur många timmar kan du fakturera?',
  ),
  a(
    'rattsskydd vid tvist',
    'diacritics',
    ['rattsskyddsforsakring'],
    'rattsskyddsforsakring: Vad är rättsskydd?',
  ),
  a(
    'redovisningskonsulten eller revisorn',
    'inflected',
    ['redovisningskonsult'],
    'redovisningskonsult: Redovisningskonsult eller revisor?',
  ),
  a(
    'när behöver jag registrera mig som arbetsgivare',
    'question',
    ['registrera-som-arbetsgivare'],
    'registrera-som-arbetsgivare: När behöver du registrera dig?',
  ),
  a(
    'hur stort är rutavdraget',
    'compound',
    ['rot-rut-gron-teknik'],
    'rot-rut-gron-teknik: Hur stora är avdragen?',
  ),
  a('vem har rätt till sjuklönen', 'inflected', ['sjuklon'], 'sjuklon: Vem har rätt till sjuklön?'),
  a(
    'hobbyverksamhet vid sidan av jobbet',
    'compound',
    ['starta-vid-sidan-av-anstallningen', 'affarside'],
    'starta-vid-sidan-av-anstallningen: Är det ett företag?',
  ),
  a(
    'pensionssparande för egenföretagare',
    'compound',
    ['tjanstepension-for-egenforetagare'],
    'tjanstepension-for-egenforetagare: Hur mycket ska du spara?',
  ),
  a(
    'vad är 3:12-reglerna',
    'question',
    ['utdelning-312-regler'],
    'utdelning-312-regler: Vad är 3:12-reglerna?',
  ),
  a(
    'vad ska verifikationen innehålla',
    'inflected',
    ['verifikationer-kvitton'],
    'verifikationer-kvitton: Vad ska en verifikation innehålla?',
  ),
  a(
    'verkliga huvudmän',
    'inflected',
    ['verklig-huvudman'],
    'verklig-huvudman: Vem är verklig huvudman?',
  ),
  // --- Typos: one letter wrong, missing or extra, in words of five letters or more ------------------
  a('aktiebolg', 'typo', ['aktiebolag'], 'aktiebolag: När passar aktiebolag?'),
  a('bokförng', 'typo', ['bokforing'], 'bokforing: När ska du bokföra?'),
  a(
    'sjukförsäkrng för företagare',
    'typo',
    ['sjukforsakring'],
    'FAQ: Vad händer om jag blir sjuk?',
  ),
  a('momsbefrielce', 'typo', ['momsbefrielse'], 'momsbefrielse: När lönar det sig?'),
  a(
    'likviditetsbudet',
    'typo',
    ['likviditetsbudget'],
    'likviditetsbudget: Räcker pengarna varje månad?',
  ),
  a(
    'periodiseringfond',
    'typo',
    ['periodiseringsfond'],
    'periodiseringsfond: När är periodiseringsfond smart?',
  ),
  a('kollektivavtl', 'typo', ['kollektivavtal'], 'kollektivavtal: Vad är ett kollektivavtal?'),
  a(
    'semesterlagen för arbetsgivre',
    'typo',
    ['semesterlagen-for-arbetsgivare'],
    'semesterlagen-for-arbetsgivare',
  ),
  // --- Inflections and compounds (the issue's own examples) ------------------------------------------
  a(
    'fakturorna',
    'inflected',
    ['din-forsta-faktura', 'e-faktura'],
    'din-forsta-faktura: Säljer du till det offentliga?',
  ),
  a(
    'avdragen i enskild firma',
    'inflected',
    ['avdrag-enskild-firma'],
    'avdrag-enskild-firma: vad får du dra av?',
  ),
  a(
    'hemförsäkring',
    'compound',
    ['egendomsforsakring', 'foretagsforsakring'],
    'egendomsforsakring: Arbetar du hemifrån?',
  ),
  a(
    'forsakring for foretaget',
    'diacritics',
    ['foretagsforsakring'],
    'foretagsforsakring: Vad ingår i en företagsförsäkring?',
  ),
  a(
    'lagga ner foretaget',
    'diacritics',
    ['avveckla-foretag'],
    'avveckla-foretag: så avslutar du på rätt sätt',
  ),
  a('bolagsordningen', 'inflected', ['bolagsordning'], 'bolagsordning: aktiebolagets regelverk'),
  a(
    'försäkringarna för de anställda',
    'inflected',
    ['forsakringar-for-anstallda'],
    'forsakringar-for-anstallda',
  ),
  a('bokslutet', 'inflected', ['bokslut'], 'bokslut: förenklat årsbokslut eller årsredovisning'),
  // --- Synonyms: the founder's word, not the official one ------------------------------------------
  a(
    'mervärdesskatt',
    'synonym',
    ['moms', 'momsredovisning', 'skatter-avgifter'],
    'moms: Moms, eller mervärdesskatt',
  ),
  a(
    'starta eget',
    'synonym',
    ['fakturera-utan-foretag', 'att-komma-igang', 'valja-foretagsform'],
    'fakturera-utan-foretag: När är det dags att starta eget?',
  ),
  a(
    'löneutbetalning',
    'synonym',
    ['lon-och-arbetsgivardeklaration'],
    'lon-och-arbetsgivardeklaration: När ska deklarationen vara inne?',
  ),
  a(
    'frilansare utan eget företag',
    'synonym',
    ['fakturera-utan-foretag'],
    'FAQ (affärsidéer): Konsult eller frilans',
  ),
  a(
    'webbplats för företaget',
    'synonym',
    ['hemsida-och-doman'],
    'hemsida-och-doman: Hemsida och domän för ditt företag',
  ),
  // --- The blog's search ----------------------------------------------------------------------------
  b(
    'körjournalen',
    'inflected',
    ['korjournal-som-haller'],
    'korjournal-som-haller: Körjournal som håller vid en granskning',
  ),
  b('matmoms', 'compound', ['matmomsen-sanks-1-april-2026'], 'matmomsen-sanks-1-april-2026'),
  b(
    'utbrand som egenforetagare',
    'diacritics',
    ['utbrand-som-egenforetagare'],
    'utbrand-som-egenforetagare',
  ),
  b(
    'tjänstebil eller egen bil',
    'synonym',
    ['formansbil-eller-egen-bil'],
    'formansbil-eller-egen-bil',
  ),
  b(
    'vad kostar min första anställda',
    'question',
    ['forsta-anstallningen-verklig-kostnad'],
    'forsta-anstallningen-verklig-kostnad',
  ),
];

/** Queries the site has no answer to: they must give no hits at all. */
export const UNANSWERABLE: readonly { query: string; corpus: 'article' | 'blog' }[] = [
  { query: 'qwxyzzy', corpus: 'article' },
  { query: 'pizzarecept', corpus: 'article' },
  { query: 'fotbollsresultat allsvenskan', corpus: 'article' },
  { query: 'hur tränar jag min hund', corpus: 'article' },
  { query: 'resa till thailand', corpus: 'blog' },
];
