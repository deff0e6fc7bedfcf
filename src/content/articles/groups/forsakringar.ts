import type { ArticleMeta } from '../../types';
import { SRC } from '../sources';

/** Articles in the group 'forsakringar' (Försäkringar). Bodies live in ../bodies/<id>.txt. */
export const forsakringarArticles: readonly ArticleMeta[] = [
  {
    id: 'sjukforsakring',
    title: 'Sjukförsäkring för dig som egenföretagare',
    group: 'forsakringar',
    category: 'Finansiella tjänster',
    teaser:
      'Som egenföretagare beror ditt skydd vid sjukdom på företagsform, karenstid och SGI. Så fungerar reglerna och så kompletterar du dem.',
    reviewed: '2026-11-22',
    sources: [SRC.sjukpenningEgenforetagare, SRC.egenavgifter, SRC.sjuklon],
    facts: ['egenavgift-full'],
    related: ['egenavgifter', 'sjuklon'],
  },
  {
    id: 'foretagsforsakring',
    title: 'Företagsförsäkring: grundskyddet för ditt företag',
    group: 'forsakringar',
    category: 'Finansiella tjänster',
    teaser:
      'En företagsförsäkring samlar skydd för egendom, ansvar, avbrott och tvister. Så tar du reda på vad ditt företag behöver och jämför offerter.',
    reviewed: '2026-11-22',
    sources: [SRC.sklVallande, SRC.sklPrincipalansvar, SRC.lsoBrandskydd],
    related: ['ansvarsforsakring', 'egendomsforsakring', 'avbrottsforsakring'],
  },
  {
    id: 'ansvarsforsakring',
    title: 'Ansvarsförsäkring: när du orsakar skada',
    group: 'forsakringar',
    category: 'Finansiella tjänster',
    teaser:
      'Allmänt ansvar, produktansvar och konsultansvar täcker olika slags skador. Så väljer du det skydd som passar din verksamhet.',
    reviewed: '2026-11-22',
    sources: [SRC.sklVallande, SRC.sklPrincipalansvar],
    related: ['foretagsforsakring', 'rattsskyddsforsakring'],
  },
  {
    id: 'egendomsforsakring',
    title: 'Egendomsförsäkring för utrustning, varor och lokal',
    group: 'forsakringar',
    category: 'Investment',
    teaser:
      'Utrustning och varulager är ofta företagets största investeringar. Så försäkrar du dem till rätt värde och undviker underförsäkring.',
    reviewed: '2026-11-22',
    sources: [SRC.lsoBrandskydd],
    related: ['avbrottsforsakring', 'foretagsforsakring'],
  },
  {
    id: 'avbrottsforsakring',
    title: 'Avbrottsförsäkring: när verksamheten står still',
    group: 'forsakringar',
    category: 'Finansiella tjänster',
    teaser:
      'Efter en brand eller vattenskada fortsätter de fasta kostnaderna att löpa. Avbrottsförsäkringen ersätter det täckningsbidrag du går miste om.',
    reviewed: '2026-11-22',
    sources: [SRC.lsoBrandskydd],
    related: ['egendomsforsakring', 'resultatbudget'],
  },
  {
    id: 'tjanstepension-for-egenforetagare',
    title: 'Tjänstepension för egenföretagare',
    group: 'forsakringar',
    category: 'Investment',
    teaser:
      'Ingen arbetsgivare sparar till din pension när du driver eget. Så bygger du en tjänstepension i enskild firma och aktiebolag.',
    reviewed: '2026-12-07',
    sources: [SRC.pensionssparavdrag, SRC.egenavgifter],
    facts: ['egenavgift-full', 'sarskild-loneskatt', 'arbetsgivaravgift-full'],
    related: ['egenavgifter', 'utdelning-312-regler'],
  },
  {
    id: 'olycksfallsforsakring',
    title: 'Olycksfallsförsäkring för företagare',
    group: 'forsakringar',
    category: 'Finansiella tjänster',
    teaser:
      'Det allmänna skyddet vid olycksfall täcker sällan allt. Så fungerar en privat olycksfallsförsäkring och när den behövs.',
    reviewed: '2026-11-22',
    sources: [SRC.arbetsskada],
    related: ['sjukforsakring'],
  },
  {
    id: 'a-kassa-for-foretagare',
    title: 'A-kassa för företagare',
    group: 'forsakringar',
    category: 'Nyheter',
    teaser:
      'Även företagare kan vara med i a-kassan. Sedan den 1 oktober 2025 bygger ersättningen på tidigare inkomster och medlemstid. Här är det viktigaste att känna till.',
    reviewed: '2026-11-22',
    sources: [SRC.nyArbetsloshetsforsakring],
    related: ['starta-foretag-under-arbetsloshet'],
  },
  {
    id: 'forsakringar-for-anstallda',
    title: 'Försäkringar för dina anställda',
    group: 'forsakringar',
    category: 'Samarbete',
    teaser:
      'Lagen ger ett grundskydd, kollektivavtalet ger mer. Så ser du till att dina anställda har ett rimligt försäkringsskydd, med eller utan avtal.',
    reviewed: '2026-11-22',
    sources: [SRC.sjuklon, SRC.arbetsskada, SRC.mblKollektivavtal],
    facts: ['arbetsgivaravgift-full', 'sarskild-loneskatt'],
    related: ['kollektivavtal', 'sjuklon'],
  },
  {
    id: 'rattsskyddsforsakring',
    title: 'Rättsskyddsförsäkring: hjälp när det blir tvist',
    group: 'forsakringar',
    category: 'Finansiella tjänster',
    teaser:
      'Rättsskyddet betalar en del av ombudskostnaderna när företaget hamnar i tvist. Så fungerar självrisk, undantag och anmälan.',
    reviewed: '2026-11-22',
    sources: [SRC.rbRattegangskostnad],
    related: ['ansvarsforsakring', 'din-forsta-faktura'],
  },
  {
    id: 'cyberforsakring',
    title: 'Cyberförsäkring och it-säkerhet i små företag',
    group: 'forsakringar',
    category: 'Teknologi',
    teaser:
      'Dataintrång, utpressningsvirus och fakturabedrägerier drabbar även små företag. Så fungerar en cyberförsäkring och de rutiner som gör mest nytta.',
    reviewed: '2026-11-22',
    sources: [SRC.imyIncident, SRC.imyRattsligGrund],
    related: ['hemsida-och-doman', 'arkivering'],
  },
];
