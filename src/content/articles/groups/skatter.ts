import type { ArticleMeta } from '../../types';

/** Group 'skatter' (Skatter): 15 articles. Bodies live in ../bodies/<id>.txt. */
export const skatterArticles: readonly ArticleMeta[] = [
  {
    id: 'skatter-avgifter',
    title: 'Skatter och avgifter för företagare – en översikt',
    group: 'skatter',
    category: 'Skatter',
    teaser:
      'Vilka skatter och avgifter du betalar beror på företagsform och om du har anställda. Här får du helheten: moms, inkomstskatt, egenavgifter, bolagsskatt och arbetsgivaravgifter.',
    reviewed: '2026-11-02',
    sources: [
      { label: 'Skatteverket: skatter för företag', url: 'https://www.skatteverket.se/' },
      {
        label: 'verksamt.se: registrera företag, F-skatt och moms',
        url: 'https://www.verksamt.se/',
      },
    ],
  },
  {
    id: 'moms',
    title: 'Moms: skattesatser och hur momsen fungerar',
    group: 'skatter',
    category: 'Skatter',
    teaser:
      'Du lägger på moms när du säljer och drar av moms när du köper in. Här är skattesatserna 25, 12 och 6 procent och vad som gäller för livsmedel 2026–2027.',
    reviewed: '2026-11-02',
    sources: [{ label: 'Skatteverket: moms och momssatser', url: 'https://www.skatteverket.se/' }],
  },
  {
    id: 'momsredovisning',
    title: 'Momsredovisning: perioder, deklaration och betalning',
    group: 'skatter',
    category: 'Skatter',
    teaser:
      'Hur ofta du redovisar moms beror på din omsättning. Så fungerar redovisningsperioderna, momsdeklarationen och betalningen till skattekontot.',
    reviewed: '2026-10-27',
    sources: [
      { label: 'Skatteverket: deklarera moms', url: 'https://www.skatteverket.se/' },
      { label: 'verksamt.se: momsregistrering', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'momsbefrielse',
    title: 'Momsbefrielse för dig som säljer för högst 120 000 kr om året',
    group: 'skatter',
    category: 'Nyheter',
    teaser:
      'Sedan den 1 januari 2025 kan företag med en omsättning på högst 120 000 kr om året slippa moms. Här är villkoren och vad du bör tänka på innan du väljer bort momsregistrering.',
    reviewed: '2026-10-20',
    sources: [
      {
        label: 'Skatteverket: undantag från moms vid låg omsättning',
        url: 'https://www.skatteverket.se/',
      },
    ],
  },
  {
    id: 'f-skatt-preliminarskatt',
    title: 'F-skatt och preliminärskatt',
    group: 'skatter',
    category: 'Skatter',
    teaser:
      'Med F-skatt betalar du själv in din skatt under året i form av preliminärskatt. Så ansöker du, så beräknas beloppet och så undviker du en stor kvarskatt.',
    reviewed: '2026-10-14',
    sources: [
      { label: 'verksamt.se: ansök om F-skatt', url: 'https://www.verksamt.se/' },
      {
        label: 'Skatteverket: F-skatt och preliminär inkomstdeklaration',
        url: 'https://www.skatteverket.se/',
      },
    ],
  },
  {
    id: 'egenavgifter',
    title: 'Egenavgifter: sociala avgifter i enskild firma',
    group: 'skatter',
    category: 'Ekonomi',
    teaser:
      'Har du enskild firma betalar du egenavgifter i stället för att en arbetsgivare betalar arbetsgivaravgifter. Så räknas de och så fungerar schablonavdraget.',
    reviewed: '2026-10-14',
    sources: [{ label: 'Skatteverket: egenavgifter', url: 'https://www.skatteverket.se/' }],
  },
  {
    id: 'bolagsskatt',
    title: 'Bolagsskatt för aktiebolag',
    group: 'skatter',
    category: 'Skatter',
    teaser:
      'Ett aktiebolag betalar 20,6 procent i skatt på sin vinst. Så går du från bokfört resultat till skattepliktig vinst och så betalar bolaget skatten under året.',
    reviewed: '2026-10-21',
    sources: [
      {
        label: 'Skatteverket: inkomstdeklaration för aktiebolag',
        url: 'https://www.skatteverket.se/',
      },
    ],
  },
  {
    id: 'utdelning-312-regler',
    title: 'Utdelning och de nya 3:12-reglerna från 2026',
    group: 'skatter',
    category: 'Nyheter',
    teaser:
      'Från den 1 januari 2026 gäller förenklade regler för utdelning i fåmansföretag. Ett gemensamt grundbelopp ersätter valet mellan förenklingsregeln och huvudregeln.',
    reviewed: '2026-11-09',
    sources: [
      {
        label: 'Skatteverket: fåmansföretag och 3:12-reglerna',
        url: 'https://www.skatteverket.se/',
      },
      { label: 'Bolagsverket: vinstutdelning i aktiebolag', url: 'https://bolagsverket.se/' },
    ],
  },
  {
    id: 'avdrag-enskild-firma',
    title: 'Avdrag i enskild firma: vad får du dra av?',
    group: 'skatter',
    category: 'Ekonomi',
    teaser:
      'Kostnader som behövs för att driva verksamheten är avdragsgilla, privata levnadskostnader är det inte. Här är de vanligaste avdragen och gränsfallen.',
    reviewed: '2026-10-21',
    sources: [
      { label: 'Skatteverket: avdrag i näringsverksamhet', url: 'https://www.skatteverket.se/' },
    ],
  },
  {
    id: 'periodiseringsfond',
    title: 'Periodiseringsfond: jämna ut vinsten mellan åren',
    group: 'skatter',
    category: 'Investment',
    teaser:
      'Med en periodiseringsfond skjuter du upp skatten på en del av vinsten i upp till sex år. Så fungerar det i enskild firma och i aktiebolag.',
    reviewed: '2026-10-28',
    sources: [{ label: 'Skatteverket: periodiseringsfond', url: 'https://www.skatteverket.se/' }],
  },
  {
    id: 'expansionsfond',
    title: 'Expansionsfond: låt vinsten stanna i firman',
    group: 'skatter',
    category: 'Investment',
    teaser:
      'Expansionsfonden låter dig som har enskild firma beskatta sparad vinst ungefär som i ett aktiebolag. Den passar dig som vill bygga upp kapital i verksamheten.',
    reviewed: '2026-10-28',
    sources: [{ label: 'Skatteverket: expansionsfond', url: 'https://www.skatteverket.se/' }],
  },
  {
    id: 'formaner',
    title: 'Förmåner: skatt på det som inte är lön',
    group: 'skatter',
    category: 'Skatter',
    teaser:
      'Bil, kost och andra förmåner till anställda är oftast skattepliktiga, men vissa är skattefria. Så värderas förmåner och så redovisar du dem.',
    reviewed: '2026-11-04',
    sources: [{ label: 'Skatteverket: förmåner', url: 'https://www.skatteverket.se/' }],
  },
  {
    id: 'rot-rut-gron-teknik',
    title: 'Rot, rut och grön teknik för dig som utför arbetet',
    group: 'skatter',
    category: 'Hållbarhet',
    teaser:
      'När kunden gör rot-, rut- eller grön teknik-avdrag fakturerar du ett lägre belopp och begär resten från Skatteverket. Så gör du rätt från offert till utbetalning.',
    reviewed: '2026-11-04',
    sources: [
      {
        label: 'Skatteverket: rot, rut och grön teknik för företag',
        url: 'https://www.skatteverket.se/',
      },
    ],
  },
  {
    id: 'moms-eu-utlandet',
    title: 'Moms när du säljer till andra EU-länder och utanför EU',
    group: 'skatter',
    category: 'Trender',
    teaser:
      'Allt fler små företag säljer över gränserna via nätet. Vem som ska betala momsen beror på om kunden är företag eller privatperson och var kunden finns.',
    reviewed: '2026-11-11',
    sources: [
      {
        label: 'Skatteverket: moms vid handel med andra länder',
        url: 'https://www.skatteverket.se/',
      },
    ],
  },
  {
    id: 'fou-avdrag',
    title: 'FoU-avdrag: lägre arbetsgivaravgifter för forskning och utveckling',
    group: 'skatter',
    category: 'Forskning',
    teaser:
      'Har du anställda som arbetar med forskning eller utveckling kan du göra avdrag från arbetsgivaravgifterna. Så vet du om arbetet räknas och så dokumenterar du det.',
    reviewed: '2026-11-11',
    sources: [
      {
        label: 'Skatteverket: avdrag för forskning och utveckling',
        url: 'https://www.skatteverket.se/',
      },
    ],
  },
];
