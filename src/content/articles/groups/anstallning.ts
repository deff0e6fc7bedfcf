import type { ArticleMeta } from '../../types';

/** Articles in the group 'anstallning' (Anställa). Bodies live in ../bodies/<id>.txt. */
export const anstallningArticles: readonly ArticleMeta[] = [
  {
    id: 'anstalla-personal',
    title: 'Anställa personal: så går det till',
    group: 'anstallning',
    category: 'Ekonomi',
    teaser:
      'Från kalkyl och rekrytering till registrering, avtal och första arbetsdagen. Så förbereder du din första anställning.',
    reviewed: '2026-11-12',
    sources: [
      { label: 'Skatteverket: arbetsgivare', url: 'https://www.skatteverket.se/' },
      { label: 'verksamt.se: anställa personal', url: 'https://www.verksamt.se/' },
      { label: 'Arbetsförmedlingen: för arbetsgivare', url: 'https://arbetsformedlingen.se/' },
    ],
  },
  {
    id: 'registrera-dig-som-arbetsgivare',
    title: 'Registrera dig som arbetsgivare',
    group: 'anstallning',
    category: 'Skatter',
    teaser:
      'Innan företaget betalar ut sin första lön ska det vara registrerat som arbetsgivare hos Skatteverket. Här är vad som gäller och vad som händer sedan.',
    reviewed: '2026-11-10',
    sources: [
      {
        label: 'Skatteverket: registrera dig som arbetsgivare',
        url: 'https://www.skatteverket.se/',
      },
      { label: 'verksamt.se: skatte- och avgiftsanmälan', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'arbetsgivaravgifter-vad-kostar-en-anstalld',
    title: 'Arbetsgivaravgifter: vad kostar en anställd?',
    group: 'anstallning',
    category: 'Skatter',
    teaser:
      'Arbetsgivaravgiften är 31,42 % av lönen, men det är bara en del av kostnaden. Så räknar du på vad en anställd kostar på riktigt.',
    reviewed: '2026-11-10',
    sources: [{ label: 'Skatteverket: arbetsgivaravgifter', url: 'https://www.skatteverket.se/' }],
  },
  {
    id: 'anstallningsformer',
    title: 'Anställningsformer: tillsvidare, provanställning och visstid',
    group: 'anstallning',
    category: 'Olika system',
    teaser:
      'Tillsvidareanställning är huvudregeln, men det finns flera alternativ. Här är skillnaderna och när varje form passar.',
    reviewed: '2026-10-28',
    sources: [
      { label: 'verksamt.se: anställningsformer', url: 'https://www.verksamt.se/' },
      { label: 'Arbetsförmedlingen: för arbetsgivare', url: 'https://arbetsformedlingen.se/' },
    ],
  },
  {
    id: 'anstallningsavtal',
    title: 'Anställningsavtalet: det här ska du skriva ner',
    group: 'anstallning',
    category: 'Samarbete',
    teaser:
      'Du är skyldig att lämna skriftlig information om anställningsvillkoren. Så skriver du ett avtal som skyddar både dig och den anställda.',
    reviewed: '2026-10-28',
    sources: [{ label: 'verksamt.se: anställningsavtal', url: 'https://www.verksamt.se/' }],
  },
  {
    id: 'kollektivavtal',
    title: 'Kollektivavtal: behöver ditt företag ett?',
    group: 'anstallning',
    category: 'Samarbete',
    teaser:
      'Kollektivavtal är frivilligt men vanligt på svensk arbetsmarknad. Här är för- och nackdelarna och hur du tecknar ett.',
    reviewed: '2026-10-21',
    sources: [
      { label: 'Medlingsinstitutet: om kollektivavtal', url: 'https://www.mi.se/' },
      { label: 'verksamt.se: kollektivavtal', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'lon-och-arbetsgivardeklaration',
    title: 'Lön och arbetsgivardeklaration på individnivå',
    group: 'anstallning',
    category: 'Skatter',
    teaser:
      'Varje månad med löneutbetalning ska du dra skatt, deklarera per person och betala in till Skatteverket. Så fungerar det i praktiken.',
    reviewed: '2026-11-10',
    sources: [
      { label: 'Skatteverket: arbetsgivardeklaration', url: 'https://www.skatteverket.se/' },
    ],
  },
  {
    id: 'arbetsmiljoansvar',
    title: 'Ditt arbetsmiljöansvar som arbetsgivare',
    group: 'anstallning',
    category: 'Hållbarhet',
    teaser:
      'Med den första anställda följer ett ansvar för arbetsmiljön. Så kommer du igång med ett systematiskt arbetsmiljöarbete som håller.',
    reviewed: '2026-10-14',
    sources: [
      { label: 'Arbetsmiljöverket: systematiskt arbetsmiljöarbete', url: 'https://www.av.se/' },
      { label: 'Försäkringskassan: för arbetsgivare', url: 'https://www.forsakringskassan.se/' },
    ],
  },
  {
    id: 'semesterlagen-for-arbetsgivare',
    title: 'Semesterlagen för arbetsgivare',
    group: 'anstallning',
    category: 'Olika system',
    teaser:
      'Rätt till 25 semesterdagar, två sätt att räkna semesterlön och regler för sparade dagar. Det här behöver du veta som arbetsgivare.',
    reviewed: '2026-10-14',
    sources: [{ label: 'verksamt.se: semester för anställda', url: 'https://www.verksamt.se/' }],
  },
  {
    id: 'sjuklon',
    title: 'Sjuklön: när en anställd blir sjuk',
    group: 'anstallning',
    category: 'Ekonomi',
    teaser:
      'Som arbetsgivare betalar du sjuklön under sjukperiodens första två veckor. Här är reglerna för karensavdrag, läkarintyg och anmälan till Försäkringskassan.',
    reviewed: '2026-11-03',
    sources: [
      {
        label: 'Försäkringskassan: sjuklön för arbetsgivare',
        url: 'https://www.forsakringskassan.se/',
      },
      { label: 'verksamt.se: sjuklön', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'stod-vid-anstallning',
    title: 'Stöd vid anställning via Arbetsförmedlingen',
    group: 'anstallning',
    category: 'Finansiella tjänster',
    teaser:
      'Arbetsförmedlingen har ekonomiska stöd för arbetsgivare som anställer personer som har svårt att få jobb. Så tar du reda på vad som gäller och ansöker i tid.',
    reviewed: '2026-11-03',
    sources: [
      { label: 'Arbetsförmedlingen: stöd vid anställning', url: 'https://arbetsformedlingen.se/' },
      { label: 'Skatteverket: växa-stöd', url: 'https://www.skatteverket.se/' },
    ],
  },
  {
    id: 'anlita-konsult-eller-anstalla',
    title: 'Anlita konsult eller anställa?',
    group: 'anstallning',
    category: 'Trender',
    teaser:
      'Allt fler småföretag bygger verksamheten med frilansare i stället för anställda. Så väljer du rätt, och så undviker du fällorna med F-skatt och förtäckt anställning.',
    reviewed: '2026-11-17',
    sources: [
      { label: 'Skatteverket: kontrollera F-skatt', url: 'https://www.skatteverket.se/' },
      { label: 'verksamt.se: anställa eller anlita', url: 'https://www.verksamt.se/' },
    ],
  },
];
