import type { ArticleMeta } from '../../types';
import { SRC } from '../sources';

/**
 * Articles in the group 'anstallning' (Anställa). Bodies live in ../bodies/<id>.txt.
 * 'Registrera dig som arbetsgivare' lives in the Registrering group; its old id in this group,
 * 'registrera-dig-som-arbetsgivare', redirects there (see ARTICLE_REDIRECTS).
 */
export const anstallningArticles: readonly ArticleMeta[] = [
  {
    id: 'anstalla-personal',
    title: 'Anställa personal: så går det till',
    group: 'anstallning',
    category: 'Samarbete',
    teaser:
      'Från kalkyl och rekrytering till registrering, avtal och första arbetsdagen. Så förbereder du din första anställning.',
    reviewed: '2026-11-27',
    sources: [
      SRC.arbetsgivareRegistrera,
      SRC.lasProvanstallning,
      SRC.lasSkriftligInformation,
      SRC.amlArbetsgivarensAnsvar,
    ],
    facts: ['arbetsgivaravgift-full'],
    related: [
      'registrera-som-arbetsgivare',
      'arbetsgivaravgifter-vad-kostar-en-anstalld',
      'stod-vid-anstallning',
    ],
  },
  {
    id: 'arbetsgivaravgifter-vad-kostar-en-anstalld',
    title: 'Arbetsgivaravgifter: vad kostar en anställd?',
    group: 'anstallning',
    category: 'Ekonomi',
    teaser:
      'Arbetsgivaravgiften för 2026 är 31,42 % av lönen för de flesta, men lägre för unga och äldre. Så räknar du på vad en anställd kostar på riktigt.',
    reviewed: '2026-12-07',
    sources: [
      SRC.arbetsgivaravgifter,
      SRC.ungaProp2026,
      SRC.vaxaStod,
      SRC.salArbetsgivaravgifter,
      SRC.semesterlagenSammaloneregeln,
    ],
    facts: [
      'arbetsgivaravgift-full',
      'arbetsgivaravgift-alderspension',
      'arbetsgivaravgift-unga',
      'arbetsgivaravgift-unga-tak',
      'vaxa-stod-avgift',
      'vaxa-stod-tak',
      'sarskild-loneskatt',
      'semesterersattning',
      'sjuklon',
      'karensavdrag',
      'egenavgift-full',
      'semestertillagg',
      'semesterdagar',
    ],
    related: [
      'registrera-som-arbetsgivare',
      'stod-vid-anstallning',
      'semesterlagen-for-arbetsgivare',
    ],
  },
  {
    id: 'anstallningsformer',
    title: 'Anställningsformer: tillsvidare, provanställning och visstid',
    group: 'anstallning',
    category: 'Samarbete',
    teaser:
      'Tillsvidareanställning är huvudregeln, men det finns flera alternativ. Här är skillnaderna och när varje form passar.',
    reviewed: '2026-11-22',
    sources: [SRC.lasTillsvidare, SRC.lasVisstid, SRC.lasProvanstallning],
    related: ['anstallningsavtal', 'kollektivavtal'],
  },
  {
    id: 'anstallningsavtal',
    title: 'Anställningsavtalet: det här ska du skriva ner',
    group: 'anstallning',
    category: 'Samarbete',
    teaser:
      'Du är skyldig att lämna skriftlig information om anställningsvillkoren. Så skriver du ett avtal som skyddar både dig och den anställda.',
    reviewed: '2026-11-22',
    sources: [SRC.lasSkriftligInformation, SRC.semesterlagenSemesterdagar],
    related: ['anstallningsformer', 'kollektivavtal'],
  },
  {
    id: 'kollektivavtal',
    title: 'Kollektivavtal: behöver ditt företag ett?',
    group: 'anstallning',
    category: 'Samarbete',
    teaser:
      'Kollektivavtal är frivilligt men vanligt på svensk arbetsmarknad. Här är för- och nackdelarna och hur du tecknar ett.',
    reviewed: '2026-12-07',
    sources: [SRC.mblKollektivavtal],
    related: ['forsakringar-for-anstallda', 'anstallningsavtal'],
  },
  {
    id: 'lon-och-arbetsgivardeklaration',
    title: 'Lön och arbetsgivardeklaration på individnivå',
    group: 'anstallning',
    category: 'Skatter',
    teaser:
      'Varje månad med löneutbetalning ska du dra skatt, deklarera per person och betala in till Skatteverket. Så fungerar det i praktiken.',
    reviewed: '2026-11-22',
    sources: [SRC.arbetsgivardeklaration, SRC.arbetsgivaravgifter, SRC.sflArbetsgivardeklaration],
    facts: ['arbetsgivaravgift-full'],
    related: ['registrera-som-arbetsgivare', 'formaner', 'utdelning-312-regler'],
  },
  {
    id: 'arbetsmiljoansvar',
    title: 'Ditt arbetsmiljöansvar som arbetsgivare',
    group: 'anstallning',
    category: 'Hållbarhet',
    teaser:
      'Med den första anställda följer ett ansvar för arbetsmiljön. Så kommer du igång med ett systematiskt arbetsmiljöarbete som håller.',
    reviewed: '2026-11-22',
    sources: [SRC.amlArbetsgivarensAnsvar, SRC.amlSystematisktArbetsmiljoarbete, SRC.arbetsskada],
    related: ['sjuklon', 'forsakringar-for-anstallda'],
  },
  {
    id: 'semesterlagen-for-arbetsgivare',
    title: 'Semesterlagen för arbetsgivare',
    group: 'anstallning',
    category: 'Hållbarhet',
    teaser:
      'Rätt till 25 semesterdagar, två sätt att räkna semesterlön och regler för sparade dagar. Det här behöver du veta som arbetsgivare.',
    reviewed: '2026-11-27',
    sources: [
      SRC.semesterlagenSemesterdagar,
      SRC.semesterlagenSammaloneregeln,
      SRC.semesterlagenProcentregeln,
    ],
    facts: ['semesterersattning', 'semestertillagg', 'semesterdagar'],
    related: ['anstallningsavtal', 'arbetsgivaravgifter-vad-kostar-en-anstalld'],
  },
  {
    id: 'sjuklon',
    title: 'Sjuklön: när en anställd blir sjuk',
    group: 'anstallning',
    category: 'Ekonomi',
    teaser:
      'Som arbetsgivare betalar du sjuklön under sjukperiodens första 14 dagar, med ett karensavdrag. Här är reglerna för karensavdrag, läkarintyg och anmälan till Försäkringskassan.',
    reviewed: '2026-11-22',
    sources: [SRC.sjuklon, SRC.sjuklonelagenSjuklon, SRC.sjuklonelagenPeriod],
    facts: ['sjuklon', 'karensavdrag'],
    related: ['arbetsmiljoansvar', 'sjukforsakring'],
  },
  {
    id: 'stod-vid-anstallning',
    title: 'Stöd när du anställer: växa-stöd, lägre avgifter och Arbetsförmedlingen',
    group: 'anstallning',
    category: 'Nyheter',
    teaser:
      'Växa-stödet söks från 2026 som en återbetalning, unga anställda har tillfälligt lägre avgifter och Arbetsförmedlingen har stöd för den som har svårt att få jobb. Så fungerar det.',
    reviewed: '2026-12-07',
    sources: [SRC.vaxaStod, SRC.ungaProp2026, SRC.arbetsgivaravgifter],
    facts: [
      'vaxa-stod-avgift',
      'vaxa-stod-tak',
      'arbetsgivaravgift-unga',
      'arbetsgivaravgift-unga-tak',
      'arbetsgivaravgift-full',
      'arbetsgivaravgift-alderspension',
    ],
    related: ['arbetsgivaravgifter-vad-kostar-en-anstalld', 'anstalla-personal'],
  },
  {
    id: 'anlita-konsult-eller-anstalla',
    title: 'Anlita konsult eller anställa?',
    group: 'anstallning',
    category: 'Trender',
    teaser:
      'Allt fler småföretag bygger verksamheten med frilansare i stället för anställda. Så väljer du rätt, och så undviker du fällorna med F-skatt och förtäckt anställning.',
    reviewed: '2026-11-27',
    sources: [SRC.fSkatt, SRC.arbetsgivaravgifter],
    facts: ['arbetsgivaravgift-full'],
    related: ['fakturera-utan-foretag', 'anstalla-personal'],
  },
];
