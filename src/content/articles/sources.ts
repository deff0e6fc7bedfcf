/**
 * The authority pages articles cite, each pointing at the page of the rule, the e-service or the
 * law itself (not a home page). One place for every address, so a moved page is fixed once.
 * All addresses were found and checked 2026-11-22.
 */
import { FACT_SOURCES } from '../factSources';
import type { SourceLink } from '../types';

const SFS = 'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/';

const law = (label: string, slug: string): SourceLink => ({
  label: `Riksdagen: ${label}`,
  url: `${SFS}${slug}/`,
});

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
  socialavgiftslagenNedsattning: FACT_SOURCES.socialavgiftslagenNedsattning,
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

  // Laws and bills on riksdagen.se
  aktiebolagslagen: law('aktiebolagslagen (2005:551)', 'aktiebolagslag-2005551_sfs-2005-551'),
  bokforingslagen: law('bokföringslagen (1999:1078)', 'bokforingslag-19991078_sfs-1999-1078'),
  arsredovisningslagen: law(
    'årsredovisningslagen (1995:1554)',
    'arsredovisningslag-19951554_sfs-1995-1554',
  ),
  mervardesskattelagen: FACT_SOURCES.mervardesskattelagen,
  inkomstskattelagen: FACT_SOURCES.inkomstskattelagen,
  skatteforfarandelagen: law(
    'skatteförfarandelagen (2011:1244)',
    'skatteforfarandelag-20111244_sfs-2011-1244',
  ),
  socialavgiftslagen: law('socialavgiftslagen (2000:980)', 'socialavgiftslag-2000980_sfs-2000-980'),
  semesterlagen: FACT_SOURCES.semesterlagen,
  semesterlagenSemesterdagar: FACT_SOURCES.semesterlagenSemesterdagar,
  semesterlagenSammaloneregeln: FACT_SOURCES.semesterlagenSammaloneregeln,
  semesterlagenProcentregeln: FACT_SOURCES.semesterlagenProcentregeln,
  sjuklonelagen: FACT_SOURCES.sjuklonelagen,
  anstallningsskydd: law(
    'lag (1982:80) om anställningsskydd',
    'lag-198280-om-anstallningsskydd_sfs-1982-80',
  ),
  medbestammande: law(
    'lag (1976:580) om medbestämmande i arbetslivet',
    'lag-1976580-om-medbestammande-i-arbetslivet_sfs-1976-580',
  ),
  arbetsmiljolagen: law('arbetsmiljölagen (1977:1160)', 'arbetsmiljolag-19771160_sfs-1977-1160'),
  ekonomiskaForeningar: law(
    'lag (2018:672) om ekonomiska föreningar',
    'lag-2018672-om-ekonomiska-foreningar_sfs-2018-672',
  ),
  skadestandslagen: law('skadeståndslagen (1972:207)', 'skadestandslag-1972207_sfs-1972-207'),
  rattegangsbalken: law('rättegångsbalken (1942:740)', 'rattegangsbalk-1942740_sfs-1942-740'),
  skyddMotOlyckor: law(
    'lag (2003:778) om skydd mot olyckor',
    'lag-2003778-om-skydd-mot-olyckor_sfs-2003-778',
  ),
  rantelagen: law('räntelagen (1975:635)', 'rantelag-1975635_sfs-1975-635'),
  elektroniskaFakturor: law(
    'lag (2018:1277) om elektroniska fakturor till följd av offentlig upphandling',
    'lag-20181277-om-elektroniska-fakturor-till_sfs-2018-1277',
  ),
  ungaProp2026: FACT_SOURCES.ungaProp,
  rotProp: FACT_SOURCES.rotProp,

  // Organisations: the page about the thing the text refers to, not the home page
  prvVarumarke: {
    label: 'PRV: om varumärkesansökan',
    url: 'https://www.prv.se/sv/varumarke/forbered-dig-infor-varumarkesansokan/om-varumarkesansokan/',
  },
  basKontoplan: {
    label: 'BAS: allmänt om kontoplanen',
    url: 'https://bas.se/kontoplaner/allmant-om-kontoplanen',
  },
  medlingsinstitutet: {
    label: 'Medlingsinstitutet: vårt uppdrag, medling i tvister om kollektivavtal',
    url: 'https://www.mi.se/om-oss/vart-uppdrag/',
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
