import type { ArticleMeta } from '../../types';

/** Articles in the group 'komma-igang' (Komma igång). Bodies live in ../bodies/<id>.txt. */
export const kommaIgangArticles: readonly ArticleMeta[] = [
  {
    id: 'att-komma-igang',
    title: 'Att komma igång: de första stegen',
    group: 'komma-igang',
    category: 'Ekonomi',
    teaser:
      'Från idé och företagsform till F-skatt, moms, bankkonto och bokföring. Här är de första stegen i rätt ordning.',
    reviewed: '2026-11-18',
    sources: [
      { label: 'verksamt.se: starta företag', url: 'https://www.verksamt.se/' },
      { label: 'Skatteverket: starta och driva företag', url: 'https://www.skatteverket.se/' },
      { label: 'Bolagsverket: registrera företag', url: 'https://www.bolagsverket.se/' },
    ],
  },
  {
    id: 'fakturera-utan-foretag',
    title: 'Fakturera utan eget företag',
    group: 'komma-igang',
    category: 'Olika system',
    teaser:
      'Med en faktureringstjänst som Faktureo kan du fakturera dina uppdrag utan att starta företag. Så fungerar egenanställning, och så räknar du på vad du får ut.',
    reviewed: '2026-11-18',
    sources: [
      { label: 'Skatteverket: skatt för anställda', url: 'https://www.skatteverket.se/' },
      { label: 'verksamt.se: starta företag', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'starta-vid-sidan-av-anstallningen',
    title: 'Starta företag vid sidan av anställningen',
    group: 'komma-igang',
    category: 'Trender',
    teaser:
      'Behåll lönen och testa idén på kvällar och helger. Det här behöver du tänka på gentemot arbetsgivaren, Skatteverket och dig själv.',
    reviewed: '2026-11-04',
    sources: [
      { label: 'Skatteverket: F-skatt och FA-skatt', url: 'https://www.skatteverket.se/' },
      { label: 'verksamt.se: starta företag', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'fran-affarside-till-forsta-kund',
    title: 'Från affärsidé till första kund',
    group: 'komma-igang',
    category: 'Innovation',
    teaser:
      'En idé blir ett företag när någon betalar för den. Så prövar du idén mot riktiga kunder och landar den första affären.',
    reviewed: '2026-10-20',
    sources: [
      { label: 'verksamt.se: affärsidé och affärsplan', url: 'https://www.verksamt.se/' },
      {
        label: 'Nyföretagarcentrum: kostnadsfri rådgivning',
        url: 'https://www.nyforetagarcentrum.se/',
      },
    ],
  },
  {
    id: 'foretagskonto-i-bank',
    title: 'Företagskonto: så öppnar du ett',
    group: 'komma-igang',
    category: 'Finansiella tjänster',
    teaser:
      'Ett eget konto för företaget gör bokföringen enklare och är ett måste för aktiebolag. Så förbereder du dig för bankens frågor och väljer rätt tjänster.',
    reviewed: '2026-10-20',
    sources: [
      { label: 'Bolagsverket: aktiekapital och bankintyg', url: 'https://www.bolagsverket.se/' },
      { label: 'Skatteverket: skattekonto', url: 'https://www.skatteverket.se/' },
    ],
  },
  {
    id: 'prissatta-din-tjanst',
    title: 'Prissätt din tjänst',
    group: 'komma-igang',
    category: 'Ekonomi',
    teaser:
      'Priset ska täcka mer än din lön. Så räknar du fram ett lägsta timpris och väljer mellan timpris, fast pris och paket.',
    reviewed: '2026-10-27',
    sources: [
      { label: 'verksamt.se: prissättning och budget', url: 'https://www.verksamt.se/' },
      { label: 'Skatteverket: egenavgifter', url: 'https://www.skatteverket.se/' },
    ],
  },
  {
    id: 'din-forsta-faktura',
    title: 'Din första faktura',
    group: 'komma-igang',
    category: 'Skatter',
    teaser:
      'En faktura är både ett betalningskrav och ett underlag för momsen. Här är uppgifterna som ska finnas med och vad du gör om kunden inte betalar.',
    reviewed: '2026-11-11',
    sources: [
      { label: 'Skatteverket: krav på fakturans innehåll', url: 'https://www.skatteverket.se/' },
      { label: 'Kronofogden: betalningsföreläggande', url: 'https://www.kronofogden.se/' },
    ],
  },
  {
    id: 'hemsida-och-doman',
    title: 'Hemsida och domän för ditt företag',
    group: 'komma-igang',
    category: 'Teknologi',
    teaser:
      'En enkel och tydlig hemsida räcker långt. Så väljer du domän, vad sidan ska innehålla och vilka regler som gäller för kakor och personuppgifter.',
    reviewed: '2026-10-13',
    sources: [
      { label: 'verksamt.se: marknadsföring och webb', url: 'https://www.verksamt.se/' },
      { label: 'IMY: dataskydd för företag', url: 'https://www.imy.se/' },
      { label: 'Internetstiftelsen: domäner under .se', url: 'https://internetstiftelsen.se/' },
    ],
  },
  {
    id: 'verksamt-se-som-startpunkt',
    title: 'Så använder du verksamt.se',
    group: 'komma-igang',
    category: 'Olika system',
    teaser:
      'verksamt.se samlar myndigheternas e-tjänster och guider för företagare. Så använder du sajten för registrering, F-skatt, moms och tillstånd.',
    reviewed: '2026-10-13',
    sources: [
      { label: 'verksamt.se', url: 'https://www.verksamt.se/' },
      { label: 'Bolagsverket', url: 'https://www.bolagsverket.se/' },
    ],
  },
  {
    id: 'stod-och-radgivning',
    title: 'Stöd och rådgivning för nya företagare',
    group: 'komma-igang',
    category: 'Investment',
    teaser:
      'Nyföretagarcentrum, Almi, kommunen och inkubatorer hjälper nya företagare, ofta kostnadsfritt. Här är vem som gör vad och hur du får ut mest av hjälpen.',
    reviewed: '2026-11-06',
    sources: [
      { label: 'Nyföretagarcentrum', url: 'https://www.nyforetagarcentrum.se/' },
      { label: 'Almi', url: 'https://www.almi.se/' },
      { label: 'verksamt.se: stöd och rådgivning', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'natverk-for-foretagare',
    title: 'Nätverk för nya företagare',
    group: 'komma-igang',
    category: 'Samarbete',
    teaser:
      'Ett bra nätverk ger kunder, kunskap och stöd. Här hittar du nätverken och lär dig nätverka utan att det känns påtvingat.',
    reviewed: '2026-10-06',
    sources: [
      { label: 'Nyföretagarcentrum', url: 'https://www.nyforetagarcentrum.se/' },
      { label: 'verksamt.se', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'starta-foretag-som-student',
    title: 'Starta företag som student',
    group: 'komma-igang',
    category: 'Forskning',
    teaser:
      'Studietiden är ett bra läge att prova på företagande. Så kommer du igång, tar hjälp av lärosätets innovationsstöd och håller koll på studiemedlet.',
    reviewed: '2026-10-06',
    sources: [
      { label: 'verksamt.se: starta företag', url: 'https://www.verksamt.se/' },
      { label: 'CSN: inkomster och studiemedel', url: 'https://www.csn.se/' },
    ],
  },
  {
    id: 'starta-foretag-under-arbetsloshet',
    title: 'Starta företag när du är arbetslös',
    group: 'komma-igang',
    category: 'Ekonomi',
    teaser:
      'Att starta eget kan vara en väg ut ur arbetslöshet, men reglerna för a-kassa och stöd kräver att du gör saker i rätt ordning. Börja här.',
    reviewed: '2026-11-14',
    sources: [
      { label: 'Arbetsförmedlingen: starta eget', url: 'https://arbetsformedlingen.se/' },
      { label: 'IAF: om arbetslöshetsförsäkringen', url: 'https://www.iaf.se/' },
      { label: 'verksamt.se', url: 'https://www.verksamt.se/' },
    ],
  },
];
