import type { ArticleMeta } from '../../types';

/** Articles in the group 'forsakringar' (Försäkringar). Bodies live in ../bodies/<id>.txt. */
export const forsakringarArticles: readonly ArticleMeta[] = [
  {
    id: 'sjukforsakring',
    title: 'Sjukförsäkring för dig som egenföretagare',
    group: 'forsakringar',
    category: 'Finansiella tjänster',
    teaser:
      'Som egenföretagare beror ditt skydd vid sjukdom på företagsform, karenstid och SGI. Så fungerar reglerna och så kompletterar du dem.',
    reviewed: '2026-11-14',
    sources: [
      {
        label: 'Försäkringskassan: sjukpenning för egenföretagare',
        url: 'https://www.forsakringskassan.se/',
      },
      { label: 'verksamt.se: försäkringar för företagare', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'foretagsforsakring',
    title: 'Företagsförsäkring: grundskyddet för ditt företag',
    group: 'forsakringar',
    category: 'Finansiella tjänster',
    teaser:
      'En företagsförsäkring samlar skydd för egendom, ansvar, avbrott och tvister. Så tar du reda på vad ditt företag behöver och jämför offerter.',
    reviewed: '2026-10-22',
    sources: [{ label: 'verksamt.se: försäkringar för företag', url: 'https://www.verksamt.se/' }],
  },
  {
    id: 'ansvarsforsakring',
    title: 'Ansvarsförsäkring: när du orsakar skada',
    group: 'forsakringar',
    category: 'Olika system',
    teaser:
      'Allmänt ansvar, produktansvar och konsultansvar täcker olika slags skador. Så väljer du det skydd som passar din verksamhet.',
    reviewed: '2026-10-22',
    sources: [{ label: 'verksamt.se: försäkringar för företag', url: 'https://www.verksamt.se/' }],
  },
  {
    id: 'egendomsforsakring',
    title: 'Egendomsförsäkring för utrustning, varor och lokal',
    group: 'forsakringar',
    category: 'Investment',
    teaser:
      'Utrustning och varulager är ofta företagets största investeringar. Så försäkrar du dem till rätt värde och undviker underförsäkring.',
    reviewed: '2026-10-22',
    sources: [{ label: 'verksamt.se: försäkringar för företag', url: 'https://www.verksamt.se/' }],
  },
  {
    id: 'avbrottsforsakring',
    title: 'Avbrottsförsäkring: när verksamheten står still',
    group: 'forsakringar',
    category: 'Ekonomi',
    teaser:
      'Efter en brand eller vattenskada fortsätter de fasta kostnaderna att löpa. Avbrottsförsäkringen ersätter det täckningsbidrag du går miste om.',
    reviewed: '2026-10-29',
    sources: [{ label: 'verksamt.se: försäkringar för företag', url: 'https://www.verksamt.se/' }],
  },
  {
    id: 'tjanstepension-for-egenforetagare',
    title: 'Tjänstepension för egenföretagare',
    group: 'forsakringar',
    category: 'Investment',
    teaser:
      'Ingen arbetsgivare sparar till din pension när du driver eget. Så bygger du en tjänstepension i enskild firma och aktiebolag.',
    reviewed: '2026-11-05',
    sources: [
      {
        label: 'Pensionsmyndigheten: pension för företagare',
        url: 'https://www.pensionsmyndigheten.se/',
      },
      { label: 'Skatteverket: avdrag för pensionssparande', url: 'https://www.skatteverket.se/' },
    ],
  },
  {
    id: 'olycksfallsforsakring',
    title: 'Olycksfallsförsäkring för företagare',
    group: 'forsakringar',
    category: 'Finansiella tjänster',
    teaser:
      'Det allmänna skyddet vid olycksfall täcker sällan allt. Så fungerar en privat olycksfallsförsäkring och när den behövs.',
    reviewed: '2026-10-29',
    sources: [
      { label: 'Försäkringskassan: arbetsskada', url: 'https://www.forsakringskassan.se/' },
    ],
  },
  {
    id: 'a-kassa-for-foretagare',
    title: 'A-kassa för företagare',
    group: 'forsakringar',
    category: 'Nyheter',
    teaser:
      'Även företagare kan vara med i a-kassan, men reglerna skiljer sig från dem för anställda och har gjorts om. Här är det viktigaste att känna till.',
    reviewed: '2026-11-18',
    sources: [
      { label: 'IAF: om arbetslöshetsförsäkringen', url: 'https://www.iaf.se/' },
      { label: 'Arbetsförmedlingen', url: 'https://arbetsformedlingen.se/' },
    ],
  },
  {
    id: 'forsakringar-for-anstallda',
    title: 'Försäkringar för dina anställda',
    group: 'forsakringar',
    category: 'Samarbete',
    teaser:
      'Lagen ger ett grundskydd, kollektivavtalet ger mer. Så ser du till att dina anställda har ett rimligt försäkringsskydd, med eller utan avtal.',
    reviewed: '2026-11-05',
    sources: [
      { label: 'Försäkringskassan: för arbetsgivare', url: 'https://www.forsakringskassan.se/' },
      { label: 'verksamt.se: försäkringar för anställda', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'rattsskyddsforsakring',
    title: 'Rättsskyddsförsäkring: hjälp när det blir tvist',
    group: 'forsakringar',
    category: 'Olika system',
    teaser:
      'Rättsskyddet betalar en del av ombudskostnaderna när företaget hamnar i tvist. Så fungerar självrisk, undantag och anmälan.',
    reviewed: '2026-10-08',
    sources: [{ label: 'verksamt.se: försäkringar för företag', url: 'https://www.verksamt.se/' }],
  },
  {
    id: 'cyberforsakring',
    title: 'Cyberförsäkring och it-säkerhet i små företag',
    group: 'forsakringar',
    category: 'Teknologi',
    teaser:
      'Dataintrång, utpressningsvirus och fakturabedrägerier drabbar även små företag. Så fungerar en cyberförsäkring och de rutiner som gör mest nytta.',
    reviewed: '2026-10-08',
    sources: [
      { label: 'IMY: personuppgiftsincidenter', url: 'https://www.imy.se/' },
      { label: 'verksamt.se: försäkringar för företag', url: 'https://www.verksamt.se/' },
    ],
  },
];
