import type { ArticleMeta } from '../../types';
import { SRC } from '../sources';

/** Articles in the group 'komma-igang' (Komma igång). Bodies live in ../bodies/<id>.txt. */
export const kommaIgangArticles: readonly ArticleMeta[] = [
  {
    id: 'att-komma-igang',
    title: 'Att komma igång: från idé till registrerat företag',
    group: 'komma-igang',
    category: 'Ekonomi',
    teaser:
      'Från idé och företagsform till registreringarna hos Bolagsverket och Skatteverket via verksamt.se, och sedan bankkonto, bokföring och skatt. Här är de första stegen i rätt ordning.',
    reviewed: '2026-12-07',
    sources: [
      SRC.startaAktiebolag,
      SRC.fSkatt,
      SRC.momsRegistrering,
      SRC.avgifterAktiebolag,
      SRC.foretagsnamn,
    ],
    facts: [
      'egenavgift-full',
      'aktiekapital-minst',
      'registreringsavgift-aktiebolag',
      'bolagsskatt',
      'moms-normal',
      'moms-12',
      'moms-6',
      'moms-livsmedel',
    ],
    related: [
      'valja-foretagsform',
      'momsbefrielse',
      'registrera-aktiebolag-steg-for-steg',
      'fakturera-utan-foretag',
    ],
  },
  {
    id: 'fakturera-utan-foretag',
    title: 'Fakturera utan eget företag',
    group: 'komma-igang',
    category: 'Trender',
    teaser:
      'Med en faktureringstjänst som Faktureo kan du fakturera dina uppdrag utan att starta företag. Så fungerar egenanställning, och så räknar du på vad du får ut.',
    reviewed: '2026-12-07',
    sources: [SRC.fSkatt, SRC.arbetsgivaravgifter],
    facts: ['arbetsgivaravgift-full', 'aktiekapital-minst', 'moms-normal'],
    related: ['att-komma-igang', 'valja-foretagsform'],
  },
  {
    id: 'starta-vid-sidan-av-anstallningen',
    title: 'Starta företag vid sidan av anställningen',
    group: 'komma-igang',
    category: 'Trender',
    teaser:
      'Behåll lönen och testa idén på kvällar och helger. Det här behöver du tänka på gentemot arbetsgivaren, Skatteverket och dig själv.',
    reviewed: '2026-11-22',
    sources: [SRC.fSkatt],
    related: ['momsbefrielse', 'fakturera-utan-foretag', 'f-skatt'],
  },
  {
    id: 'fran-affarside-till-forsta-kund',
    title: 'Från affärsidé till första kund',
    group: 'komma-igang',
    category: 'Innovation',
    teaser:
      'En idé blir ett företag när någon betalar för den. Så prövar du idén mot riktiga kunder och landar den första affären.',
    reviewed: '2026-11-22',
    sources: [SRC.fSkatt, SRC.startaEgetStod],
    related: ['affarside', 'din-forsta-faktura', 'fakturera-utan-foretag'],
  },
  {
    id: 'foretagskonto-i-bank',
    title: 'Företagskonto: så öppnar du ett',
    group: 'komma-igang',
    category: 'Finansiella tjänster',
    teaser:
      'Ett eget konto för företaget gör bokföringen enklare och är ett måste för aktiebolag. Så förbereder du dig för bankens frågor och väljer rätt tjänster.',
    reviewed: '2026-11-22',
    sources: [SRC.startaAktiebolag, SRC.startaAktiebolagBv, SRC.verkligHuvudman],
    facts: ['aktiekapital-minst'],
    related: ['verklig-huvudman', 'bokforing'],
  },
  {
    id: 'prissatta-din-tjanst',
    title: 'Räkna fram ditt timpris: ett exempel steg för steg',
    group: 'komma-igang',
    category: 'Ekonomi',
    teaser:
      'Priset ska täcka mer än din lön. Med ett räknat exempel, där lön, företagsform, kostnader, lediga veckor och debiterbar andel står utskrivna, räknar du fram ditt lägsta timpris.',
    reviewed: '2026-12-07',
    sources: [
      SRC.arbetsgivaravgifter,
      SRC.egenavgifter,
      SRC.egenavgiftAvdragLag,
      SRC.mlNormalskattesats,
    ],
    facts: [
      'arbetsgivaravgift-full',
      'egenavgift-full',
      'egenavgift-schablonavdrag',
      'moms-normal',
      'egenavgift-nedsattning',
      'egenavgift-nedsattning-tak',
    ],
    related: ['prissattning', 'resultatbudget'],
  },
  {
    id: 'din-forsta-faktura',
    title: 'Din första faktura: det här måste stå med',
    group: 'komma-igang',
    category: 'Finansiella tjänster',
    teaser:
      'En faktura är både ett betalningskrav och ett underlag för momsen. Här är uppgifterna som måste finnas med, det som hjälper dig att få betalt och vad du gör om fakturan blev fel eller kunden inte betalar.',
    reviewed: '2026-11-25',
    sources: [
      SRC.mlFakturansInnehall,
      SRC.ablBrevOchFakturor,
      SRC.rantelagenDrojsmalsranta,
      SRC.momsRegistrering,
    ],
    facts: ['moms-normal', 'moms-12', 'moms-6', 'moms-livsmedel'],
    related: ['momsbefrielse', 'moms', 'e-faktura', 'fakturera-utan-foretag'],
  },
  {
    id: 'hemsida-och-doman',
    title: 'Hemsida och domän för ditt företag',
    group: 'komma-igang',
    category: 'Teknologi',
    teaser:
      'En enkel och tydlig hemsida räcker långt. Så väljer du domän, vad sidan ska innehålla och vilka regler som gäller för kakor och personuppgifter.',
    reviewed: '2026-11-22',
    sources: [SRC.ptsKakor, SRC.konsumentverketDistansavtal, SRC.imyRattsligGrund],
    related: ['foretagsnamn-och-varumarke', 'marknadsforingsplan', 'cyberforsakring'],
  },
  {
    id: 'stod-och-radgivning',
    title: 'Stöd och rådgivning för nya företagare',
    group: 'komma-igang',
    category: 'Investment',
    teaser:
      'Nyföretagarcentrum, Almi, kommunen och inkubatorer hjälper nya företagare, ofta kostnadsfritt. Här är vem som gör vad och hur du får ut mest av hjälpen.',
    reviewed: '2026-11-22',
    sources: [SRC.startaEgetStod, SRC.nyforetagarcentrum, SRC.almiLan],
    related: ['finansiering-nytt-foretag', 'natverk-for-foretagare'],
  },
  {
    id: 'natverk-for-foretagare',
    title: 'Nätverk för nya företagare',
    group: 'komma-igang',
    category: 'Samarbete',
    teaser:
      'Ett bra nätverk ger kunder, kunskap och stöd. Här hittar du nätverken och lär dig nätverka utan att det känns påtvingat.',
    reviewed: '2026-11-22',
    sources: [SRC.imyRattsligGrund, SRC.nyforetagarcentrum],
    related: ['stod-och-radgivning'],
  },
  {
    id: 'starta-foretag-som-student',
    title: 'Starta företag som student',
    group: 'komma-igang',
    category: 'Forskning',
    teaser:
      'Studietiden är ett bra läge att prova på företagande. Så kommer du igång, tar hjälp av lärosätets innovationsstöd och håller koll på studiemedlet.',
    reviewed: '2026-11-22',
    sources: [SRC.csnInkomst, SRC.fSkatt],
    facts: ['aktiekapital-minst', 'registreringsavgift-aktiebolag'],
    related: ['momsbefrielse', 'fakturera-utan-foretag'],
  },
  {
    id: 'starta-foretag-under-arbetsloshet',
    title: 'Starta företag när du är arbetslös',
    group: 'komma-igang',
    category: 'Trender',
    teaser:
      'Att starta eget kan vara en väg ut ur arbetslöshet, men reglerna för a-kassa och stöd kräver att du gör saker i rätt ordning. Börja här.',
    reviewed: '2026-11-22',
    sources: [SRC.startaEgetStod, SRC.nyArbetsloshetsforsakring],
    facts: ['aktiekapital-minst'],
    related: ['a-kassa-for-foretagare', 'stod-och-radgivning'],
  },
];
