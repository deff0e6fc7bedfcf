/**
 * The authority pages articles cite, each pointing at the page of the rule, the e-service or the
 * law itself (not a home page). One place for every address, so a moved page is fixed once.
 * All addresses were found and checked 2026-11-22.
 */
import { FACT_SOURCES } from '../factSources';
import type { SourceLink } from '../types';

const SFS = 'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/';

/**
 * A paragraph (or a chapter's first paragraph) of a law on riksdagen.se: the page anchors each
 * paragraph as #P<n> in a law without chapters and #K<chapter>P<n> in one with them, so the link
 * opens where the sentence it backs is written. `where` is how the label names it: '1 kap. 5 §'.
 */
const lawAt = (name: string, slug: string, anchor: string, where: string): SourceLink => ({
  label: `Riksdagen: ${name} ${where}`,
  url: `${SFS}${slug}/#${anchor}`,
});

const ABL = ['aktiebolagslagen (2005:551)', 'aktiebolagslag-2005551_sfs-2005-551'] as const;
const BFL = ['bokföringslagen (1999:1078)', 'bokforingslag-19991078_sfs-1999-1078'] as const;
const ARL = [
  'årsredovisningslagen (1995:1554)',
  'arsredovisningslag-19951554_sfs-1995-1554',
] as const;
const IL = ['inkomstskattelagen (1999:1229)', 'inkomstskattelag-19991229_sfs-1999-1229'] as const;
const ML = ['mervärdesskattelagen (2023:200)', 'mervardesskattelag-2023200_sfs-2023-200'] as const;
const SFL = [
  'skatteförfarandelagen (2011:1244)',
  'skatteforfarandelag-20111244_sfs-2011-1244',
] as const;
const SAL = ['socialavgiftslagen (2000:980)', 'socialavgiftslag-2000980_sfs-2000-980'] as const;
const LAS = [
  'lagen (1982:80) om anställningsskydd',
  'lag-198280-om-anstallningsskydd_sfs-1982-80',
] as const;
const MBL = [
  'lagen (1976:580) om medbestämmande i arbetslivet',
  'lag-1976580-om-medbestammande-i-arbetslivet_sfs-1976-580',
] as const;
const AML = ['arbetsmiljölagen (1977:1160)', 'arbetsmiljolag-19771160_sfs-1977-1160'] as const;
const SKL = ['skadeståndslagen (1972:207)', 'skadestandslag-1972207_sfs-1972-207'] as const;
const LSO = [
  'lagen (2003:778) om skydd mot olyckor',
  'lag-2003778-om-skydd-mot-olyckor_sfs-2003-778',
] as const;
const RB = ['rättegångsbalken (1942:740)', 'rattegangsbalk-1942740_sfs-1942-740'] as const;
const RANTELAGEN = ['räntelagen (1975:635)', 'rantelag-1975635_sfs-1975-635'] as const;
const SJUKLON = ['lagen (1991:1047) om sjuklön', 'lag-19911047-om-sjuklon_sfs-1991-1047'] as const;
const at = (lawOf: readonly [string, string], anchor: string, where: string) =>
  lawAt(lawOf[0], lawOf[1], anchor, where);

export const SRC = {
  // Skatteverket
  fSkatt: {
    label: 'Skatteverket: F-skatt och FA-skatt',
    url: 'https://www.skatteverket.se/foretag/drivaforetag/startaochregistrera/fochfaskatt.4.58d555751259e4d661680006355.html',
  },
  momsRegistrering: {
    label: 'Skatteverket: registrera ditt företag för moms',
    url: 'https://www.skatteverket.se/foretag/moms/momsregistrering/registreradittforetagformoms.4.deeebd105a602bfe38000256.html',
  },
  momsbefrielse: FACT_SOURCES.momsbefrielse,
  momsbefrielseRattsligVagledning: {
    label: 'Skatteverket, rättslig vägledning: undantag från skatteplikt för små företag',
    url: 'https://www4.skatteverket.se/rattsligvagledning/411638.html',
  },
  arbetsgivareAnsvar: {
    label: 'Skatteverket: ditt ansvar som arbetsgivare',
    url: 'https://www.skatteverket.se/foretag/arbetsgivare/arbetsgivarregistrering/dittansvarsomarbetsgivare.4.361dc8c15312eff6fd16ec2.html',
  },
  arbetsgivareRegistrera: {
    label: 'Skatteverket: registrera dig som arbetsgivare',
    url: 'https://www.skatteverket.se/foretag/arbetsgivare/arbetsgivarregistrering/registreradig.4.18e1b10334ebe8bc80003496.html',
  },
  arbetsgivardeklaration: {
    label: 'Skatteverket: lämna arbetsgivardeklaration',
    url: 'https://www.skatteverket.se/foretag/arbetsgivare/lamnaarbetsgivardeklaration.4.41f1c61d16193087d7fcaeb.html',
  },
  arbetsgivaravgifter: FACT_SOURCES.arbetsgivaravgifter,
  ungaProp: FACT_SOURCES.ungaProp,
  vaxaStod: FACT_SOURCES.vaxaStod,
  egenavgifter: FACT_SOURCES.egenavgifter,
  egenavgiftAvdragLag: FACT_SOURCES.egenavgiftAvdragLag,
  mlNormalskattesats: FACT_SOURCES.mlNormalskattesats,
  ml12: FACT_SOURCES.ml12,
  ml6: FACT_SOURCES.ml6,
  matmomsProp: FACT_SOURCES.matmomsProp,
  famansforetag2026: FACT_SOURCES.famansforetag2026,
  extraInbetalning: {
    label: 'Skatteverket: extra inbetalning till skattekontot',
    url: 'https://skatteverket.se/foretag/skatterochavdrag/skattekontobetalaochfatillbaka/inbetalningtillskattekontot/extrainbetalning.4.233f91f71260075abe8800014348.html',
  },
  kassaregister: {
    label: 'Skatteverket: så anmäler du kassaregister och kontrollenhet',
    url: 'https://skatteverket.se/foretag/drivaforetag/kassaregister/saharanmalerdukassaregister.4.69ef368911e1304a62580008748.html',
  },
  transaktionsrapportering: {
    label: 'Skatteverket: transaktionsbaserad rapportering och e-fakturering',
    url: 'https://www.skatteverket.se/foretag/internationellt/transaktionsbaseradrapporteringochefakturering.4.386bd4b919276cc86c42b3f.html',
  },

  // Bolagsverket
  startaAktiebolagBv: {
    label: 'Bolagsverket: starta aktiebolag',
    url: 'https://bolagsverket.se/foretag/aktiebolag/startaaktiebolag.479.html',
  },
  bolagsordning: {
    label: 'Bolagsverket: bolagsordning för aktiebolag',
    url: 'https://bolagsverket.se/foretag/aktiebolag/startaaktiebolag/bolagsordningforaktiebolag.483.html',
  },
  styrelse: {
    label: 'Bolagsverket: styrelse och verkställande direktör i aktiebolag',
    url: 'https://bolagsverket.se/foretag/aktiebolag/startaaktiebolag/styrelseochverkstallandedirektoriaktiebolag.505.html',
  },
  revisor: {
    label: 'Bolagsverket: revisor i aktiebolag',
    url: 'https://bolagsverket.se/foretag/aktiebolag/startaaktiebolag/revisoriaktiebolag.521.html',
  },
  foretagsnamn: {
    label: 'Bolagsverket: företagsnamn',
    url: 'https://bolagsverket.se/foretag/foretagsnamn.1153.html',
  },
  organisationsnummer: {
    label: 'Bolagsverket: organisationsnummer',
    url: 'https://bolagsverket.se/foretag/organisationsnummer.1207.html',
  },
  avgifterAktiebolag: FACT_SOURCES.bolagsverketAvgifter,
  arsredovisningsguiden: {
    label: 'Bolagsverket: årsredovisningsguiden för aktiebolag',
    url: 'https://bolagsverket.se/foretag/aktiebolag/arsredovisningforaktiebolag/arsredovisningsguidenforaktiebolag.5550.html',
  },
  forseningsavgifter: {
    label: 'Bolagsverket: förseningsavgifter för aktiebolag',
    url: 'https://bolagsverket.se/foretag/aktiebolag/arsredovisningforaktiebolag/forseningsavgifteraktiebolag.797.html',
  },
  startaEkonomiskForening: {
    label: 'Bolagsverket: starta ekonomisk förening',
    url: 'https://bolagsverket.se/forening/ekonomiskforening/startaekonomiskforening.1335.html',
  },
  arsredovisningEkonomiskForening: {
    label: 'Bolagsverket: årsredovisningsguiden för ekonomisk förening',
    url: 'https://bolagsverket.se/forening/ekonomiskforening/arsredovisningforekonomiskforening/arsredovisningsguidenforekonomiskforening.5538.html',
  },
  verkligHuvudman: {
    label: 'Bolagsverket: så anmäler du verklig huvudman',
    url: 'https://www.bolagsverket.se/omoss/flerverksamheter/verklighuvudman/saanmalerduverklighuvudman.2547.html',
  },

  // verksamt.se
  startaAktiebolag: FACT_SOURCES.startaAktiebolag,
  handelsbolag: {
    label: 'verksamt.se: handelsbolag',
    url: 'https://verksamt.se/starta-foretag/valj-foretagsform/handelsbolag',
  },
  omVerksamt: {
    label: 'verksamt.se: om webbplatsen och myndigheterna bakom den',
    url: 'https://verksamt.se/om-verksamt-se/om-webbplatsen',
  },

  // Försäkringskassan, Arbetsförmedlingen, IAF, CSN
  sjuklon: FACT_SOURCES.sjuklon,
  arbetsskada: {
    label: 'Försäkringskassan: skador i arbetet',
    url: 'https://www.forsakringskassan.se/arbetsgivare/sjukdom-och-skada/skador-i-arbetet',
  },
  sjukpenningEgenforetagare: {
    label: 'Försäkringskassan: sjukpenning för dig med enskild firma (på engelska)',
    url: 'https://www.forsakringskassan.se/english/sick/sole-proprietorship/sickness-benefit-for-those-with-sole-proprietorship',
  },
  startaEgetStod: {
    label: 'Arbetsförmedlingen: starta eget, stöd till start av näringsverksamhet',
    url: 'https://arbetsformedlingen.se/for-arbetssokande/extra-stod/stod-a-o/starta-eget-stod-till-start-av-naringsverksamhet',
  },
  nyArbetsloshetsforsakring: {
    label: 'IAF: ny arbetslöshetsförsäkring från 1 oktober 2025',
    url: 'https://www.iaf.se/lag-ratt/ny-arbetsloshetsforsakring-fran-1-oktober',
  },
  csnInkomst: {
    label: 'CSN: när arbete eller inkomst förändras',
    url: 'https://www.csn.se/om-nagot-hander-eller-andras/arbete-eller-inkomst-forandras.html',
  },

  // Bokföringsnämnden
  bfnBokforing: {
    label: 'Bokföringsnämnden: allmänna bokföringsfrågor',
    url: 'https://www.bfn.se/fragor-och-svar/bokforing/allmanna-bokforingsfragor/',
  },
  bfnEnskildaNaringsidkare: {
    label: 'Bokföringsnämnden: vad gäller för enskilda näringsidkare',
    url: 'https://www.bfn.se/redovisningsregler/vad-galler-for/enskilda-naringsidkare/',
  },
  bfnArkivering: {
    label: 'Bokföringsnämnden: ändringar i bokföringslagens arkiveringsregler',
    url: 'https://www.bfn.se/andringar-i-bokforingslagens-arkiveringsregler/',
  },

  // IMY, PTS, Konsumentverket, DIGG
  imyRattsligGrund: {
    label: 'IMY: rättslig grund för att behandla personuppgifter',
    url: 'https://www.imy.se/verksamhet/dataskydd/det-har-galler-enligt-gdpr/rattslig-grund/',
  },
  imyIncident: {
    label: 'IMY: e-tjänst för att anmäla en personuppgiftsincident',
    url: 'https://e-tjanster.imy.se/sv/anmalan',
  },
  ptsKakor: {
    label: 'PTS: så följer du reglerna om kakor',
    url: 'https://pts.se/sv/nyheter/internet/2022/sa-foljer-du-kakreglerna/',
  },
  konsumentverketMarknadsforing: {
    label: 'Konsumentverket: marknadsföringslagen',
    url: 'https://www.konsumentverket.se/lagar/marknadsforingslagen-konsument/',
  },
  konsumentverketDistansavtal: {
    label: 'Konsumentverket: lagen om distansavtal och avtal utanför affärslokaler',
    url: 'https://www.konsumentverket.se/for-foretag/konsumentratt-for-foretagare/lagen-om-distansavtal-och-avtal-utanfor-affarslokaler/',
  },
  diggEhandel: {
    label: 'DIGG: lag, förordning och föreskrifter för e-handel',
    url: 'https://www.digg.se/kunskap-och-stod/e-handel/lag-forordning-och-foreskrifter-for-e-handel',
  },

  // Bills and the paragraphs of semesterlagen on riksdagen.se
  semesterlagenSemesterdagar: FACT_SOURCES.semesterlagenSemesterdagar,
  semesterlagenSammaloneregeln: FACT_SOURCES.semesterlagenSammaloneregeln,
  semesterlagenProcentregeln: FACT_SOURCES.semesterlagenProcentregeln,
  ungaProp2026: FACT_SOURCES.ungaProp,
  rotProp: FACT_SOURCES.rotProp,

  // The paragraph of a law that backs a sentence (issue 37: no source points at a whole law)
  ablAktiekapital: at(ABL, 'K1P5', '1 kap. 5 §, aktiekapital minst 25 000 kr'),
  ablBolagsordning: at(ABL, 'K3P1', '3 kap. 1 §, bolagsordningens innehåll'),
  ablForkop: at(ABL, 'K4P18', '4 kap. 18 §, förköpsförbehåll'),
  ablHembud: at(ABL, 'K4P27', '4 kap. 27 §, hembudsförbehåll'),
  ablArsstamma: at(ABL, 'K7P10', '7 kap. 10 §, årsstämma inom sex månader'),
  ablStyrelse: at(ABL, 'K8P3', '8 kap. 3 §, suppleant när styrelsen har färre än tre ledamöter'),
  ablFirmateckning: at(ABL, 'K8P35', '8 kap. 35 §, styrelsen tecknar bolagets firma'),
  ablSarskildFirmatecknare: at(ABL, 'K8P37', '8 kap. 37 §, särskild firmatecknare'),
  ablNyemission: at(ABL, 'K13P1', '13 kap. 1 §, bolagsstämman beslutar om nyemission'),
  ablVardeoverforing: at(ABL, 'K17P3', '17 kap. 3 §, beloppsspärren och försiktighetsregeln'),
  ablVinstutdelning: at(ABL, 'K18P1', '18 kap. 1 §, bolagsstämman beslutar om vinstutdelning'),
  ablLaneforbud: at(ABL, 'K21P1', '21 kap. 1 §, förbud mot lån till ägare'),
  ablLikvidation: at(ABL, 'K25P1', '25 kap. 1 §, frivillig likvidation'),
  ablKontrollbalansrakning: at(ABL, 'K25P13', '25 kap. 13 §, kontrollbalansräkning'),
  ablBrevOchFakturor: at(
    ABL,
    'K28P5',
    '28 kap. 5 §, företagsnamn, säte och organisationsnummer i brev och fakturor',
  ),
  bflBokforingsskyldiga: at(BFL, 'K2P1', '2 kap. 1 §, vilka som är bokföringsskyldiga'),
  bflEnskildNaringsidkare: at(BFL, 'K2P6', '2 kap. 6 §, fysiska personer med näringsverksamhet'),
  bflKontantmetoden: at(BFL, 'K5P2', '5 kap. 2 §, när affärshändelser ska bokföras'),
  bflVerifikationer: at(BFL, 'K5P6', '5 kap. 6 §, verifikation för varje affärshändelse'),
  bflVerifikationensInnehall: at(BFL, 'K5P7', '5 kap. 7 §, vad en verifikation ska innehålla'),
  bflArsbokslut: at(BFL, 'K6P1', '6 kap. 1 §, årsredovisning eller årsbokslut'),
  bflArkivering: at(BFL, 'K7P2', '7 kap. 2 §, räkenskapsinformation sparas i sju år'),
  arlArsredovisningensDelar: at(ARL, 'K2P1', '2 kap. 1 §, årsredovisningens delar'),
  arlOffentliggorande: at(ARL, 'K8P3', '8 kap. 3 §, årsredovisningen ges in till Bolagsverket'),
  ilHandelsbolag: at(IL, 'K5P1', '5 kap. 1 §, handelsbolag beskattas hos delägarna'),
  ilIdeellForening: at(IL, 'K7P3', '7 kap. 3 §, allmännyttiga ideella föreningar'),
  ilAvdragForUtgifter: at(IL, 'K16P1', '16 kap. 1 §, avdrag för utgifter i verksamheten'),
  // 34 kap. 2 §: "Från resultatet ... får man dra av ett belopp som motsvarar avsättningen"
  // (Skatteverket's rättslig vägledning, expansionsfond, edition 2023.1, 331598).
  ilExpansionsfond: at(IL, 'K34P2', '34 kap. 2 §, avdrag för avsättning till expansionsfond'),
  ilForman: at(IL, 'K61P2', '61 kap. 2 §, förmåner värderas till marknadsvärdet'),
  ilBolagsskatt: at(IL, 'K65P10', '65 kap. 10 §, skatten för aktiebolag, 20,6 %'),
  ilHusarbete: at(IL, 'K67P11', '67 kap. 11 §, skattereduktion för husarbete'),
  mlFakturansInnehall: at(ML, 'K17P24', '17 kap. 24 §, vad en faktura ska innehålla'),
  sflPreliminarskatt: at(SFL, 'K8P2', '8 kap. 2 §, F-skatt och A-skatt'),
  sflFSkatt: at(SFL, 'K9P1', '9 kap. 1 §, godkännande för F-skatt'),
  sflArbetsgivardeklaration: at(SFL, 'K26P3', '26 kap. 3 §, arbetsgivardeklaration'),
  sflMomsdeklaration: at(SFL, 'K26P26', '26 kap. 26 §, redovisningsperiod för moms'),
  sflKassaregister: at(SFL, 'K39P4', '39 kap. 4 §, kassaregister vid kontant betalning'),
  sflFyllnadsinbetalning: at(
    SFL,
    'K65P4',
    '65 kap. 4 §, ingen kostnadsränta på upp till 30 000 kr till den 3:e i femte månaden',
  ),
  salArbetsgivaravgifter: at(SAL, 'K2P26', '2 kap. 26 §, arbetsgivaravgifterna'),
  lasTillsvidare: at(LAS, 'P4', '4 §, anställning gäller tills vidare'),
  lasVisstid: at(LAS, 'P5', '5 §, tidsbegränsad anställning'),
  lasProvanstallning: at(LAS, 'P6', '6 §, provanställning'),
  lasSkriftligInformation: at(LAS, 'P6c', '6 c §, skriftlig information om anställningen'),
  mblKollektivavtal: at(MBL, 'P23', '23 §, kollektivavtal'),
  amlArbetsgivarensAnsvar: at(AML, 'K3P2', '3 kap. 2 §, arbetsgivarens ansvar för arbetsmiljön'),
  amlSystematisktArbetsmiljoarbete: at(
    AML,
    'K3P2a',
    '3 kap. 2 a §, systematiskt arbetsmiljöarbete',
  ),
  sklVallande: at(SKL, 'K2P1', '2 kap. 1 §, skadeståndsansvar vid vållande'),
  sklPrincipalansvar: at(SKL, 'K3P1', '3 kap. 1 §, arbetsgivarens ansvar för anställdas fel'),
  lsoBrandskydd: at(LSO, 'K2P2', '2 kap. 2 §, utrustning för släckning av brand'),
  rbRattegangskostnad: at(RB, 'K18P1', '18 kap. 1 §, den som förlorar betalar rättegångskostnaden'),
  rantelagenDrojsmalsranta: at(RANTELAGEN, 'P6', '6 §, dröjsmålsränta'),
  sjuklonelagenSjuklon: at(SJUKLON, 'P6', '6 §, sjuklön och karensavdrag'),
  sjuklonelagenPeriod: at(SJUKLON, 'P7', '7 §, sjuklöneperioden'),

  // Skatteverket's rättslig vägledning: the page on the rule, where no paragraph can be linked
  rvLeveransInomEu: {
    label: 'Skatteverket, rättslig vägledning: leveranser till köpare i ett annat EU-land',
    url: 'https://www4.skatteverket.se/rattsligvagledning/393633.html',
  },
  rvPlattformar: {
    label:
      'Skatteverket, rättslig vägledning: rapporteringspliktiga säljare på digitala plattformar',
    url: 'https://www4.skatteverket.se/rattsligvagledning/415199.html',
  },
  pensionssparavdrag: {
    label:
      'Skatteverket: avdrag för eget pensionssparande i näringsverksamhet, 35 % av inkomsten, högst 10 prisbasbelopp',
    url: 'https://www.skatteverket.se/foretag/drivaforetag/foretagsformer/handelsbolag/skattereglerfordelagareihandelsbolag/avdragforegetpensionssparande.4.41f1c61d16193087d7f15a02.html',
  },
  rvPeriodiseringsfond: {
    label: 'Skatteverket, rättslig vägledning: periodiseringsfonder',
    url: 'https://www4.skatteverket.se/rattsligvagledning/329550.html',
  },
  rvFouAvdrag: {
    label:
      'Skatteverket, rättslig vägledning: avdrag för personer som arbetar med forskning eller utveckling, lag (2023:747)',
    url: 'https://www4.skatteverket.se/rattsligvagledning/edition/2024.1/1334.html',
  },

  // Organisations: the page about the thing the text refers to, not the home page
  prvVarumarke: {
    label: 'PRV: om varumärkesansökan',
    url: 'https://www.prv.se/sv/varumarke/forbered-dig-infor-varumarkesansokan/om-varumarkesansokan/',
  },
  basKontoplan: {
    label: 'BAS: allmänt om kontoplanen',
    url: 'https://bas.se/kontoplaner/allmant-om-kontoplanen',
  },
  nyforetagarcentrum: {
    label: 'Nyföretagarcentrum: kostnadsfri rådgivning till den som vill starta företag',
    url: 'https://www.nyforetagarcentrum.com/radgivning-som-lyfter-tillvaxten/',
  },
  almiLan: {
    label: 'Almi: så fungerar Almis lån',
    url: 'https://www.almi.se/lan/sa-fungerar-almis-lan/',
  },
} as const satisfies Record<string, SourceLink>;
