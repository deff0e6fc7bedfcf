import type { ArticleMeta } from '../../types';
import { SRC } from '../sources';

/** Group 'registrering' (Registrering): 10 articles. Bodies live in ../bodies/<id>.txt. */
export const registreringArticles: readonly ArticleMeta[] = [
  {
    id: 'f-skatt',
    title: 'F-skatt: vad det är och hur du ansöker',
    group: 'registrering',
    category: 'Skatter',
    teaser:
      'Godkännande för F-skatt visar att du själv betalar din skatt och är i praktiken ett krav för att sälja tjänster till företag. Ansökan är gratis via verksamt.se.',
    reviewed: '2026-11-22',
    sources: [SRC.fSkatt, SRC.sflFSkatt],
    related: ['f-skatt-preliminarskatt', 'fakturera-utan-foretag'],
  },
  {
    id: 'registrera-som-arbetsgivare',
    title: 'Registrera dig som arbetsgivare',
    group: 'registrering',
    category: 'Olika system',
    teaser:
      'Innan företaget betalar ut sin första lön ska det vara registrerat som arbetsgivare hos Skatteverket. Här är vad det innebär: skatteavdrag, arbetsgivaravgifter, arbetsgivardeklaration och sjuklön.',
    reviewed: '2026-11-22',
    sources: [
      SRC.arbetsgivareRegistrera,
      SRC.arbetsgivareAnsvar,
      SRC.arbetsgivaravgifter,
      SRC.vaxaStod,
      SRC.sjuklon,
    ],
    facts: [
      'arbetsgivaravgift-full',
      'arbetsgivaravgift-alderspension',
      'arbetsgivaravgift-unga',
      'arbetsgivaravgift-unga-tak',
      'vaxa-stod-avgift',
      'vaxa-stod-tak',
    ],
    related: [
      'arbetsgivaravgifter-vad-kostar-en-anstalld',
      'lon-och-arbetsgivardeklaration',
      'sjuklon',
    ],
  },
  {
    id: 'foretagsnamn-och-varumarke',
    title: 'Företagsnamn och varumärke: så skyddar du namnet',
    group: 'registrering',
    category: 'Innovation',
    teaser:
      'Företagsnamnet skyddas hos Bolagsverket och varumärket hos Patent- och registreringsverket. Här är kraven på namnet och hur du får ensamrätt till det.',
    reviewed: '2026-11-22',
    sources: [SRC.foretagsnamn, SRC.prvVarumarke],
    related: ['hemsida-och-doman'],
  },
  {
    id: 'organisationsnummer',
    title: 'Organisationsnummer: företagets identitet',
    group: 'registrering',
    category: 'Olika system',
    teaser:
      'Organisationsnumret identifierar företaget hos myndigheter, banker och kunder. Så får du ett, vad siffrorna betyder och var numret ska stå.',
    reviewed: '2026-11-22',
    sources: [SRC.organisationsnummer, SRC.fSkatt],
    related: ['din-forsta-faktura'],
  },
  {
    id: 'verklig-huvudman',
    title: 'Verklig huvudman: vem ska anmälas och när?',
    group: 'registrering',
    category: 'Olika system',
    teaser:
      'De flesta företag utom enskilda firmor ska anmäla sina verkliga huvudmän till Bolagsverket. Här är vem som räknas, hur du anmäler och när uppgifterna måste uppdateras.',
    reviewed: '2026-11-22',
    sources: [SRC.verkligHuvudman],
    related: ['registrera-aktiebolag-steg-for-steg', 'foretagskonto-i-bank'],
  },
  {
    id: 'tillstand-och-anmalningar',
    title: 'Tillstånd och anmälningar innan du startar',
    group: 'registrering',
    category: 'Hållbarhet',
    teaser:
      'Livsmedel, servering, hygienisk behandling och miljöfarlig verksamhet kräver tillstånd eller anmälan innan du startar. Här är de vanligaste och var du söker dem.',
    reviewed: '2026-11-22',
    sources: [SRC.kassaregister, SRC.omVerksamt],
    related: ['kassaregister'],
  },
  {
    id: 'registrera-aktiebolag-steg-for-steg',
    title: 'Registrera aktiebolag steg för steg',
    group: 'registrering',
    category: 'Olika system',
    teaser:
      'Från namnidé till registrerat bolag med F-skatt: här är alla steg i rätt ordning, med bolagsordning, stiftelseurkund, aktiekapital och avgiften till Bolagsverket.',
    reviewed: '2026-11-22',
    sources: [
      SRC.startaAktiebolag,
      SRC.startaAktiebolagBv,
      SRC.avgifterAktiebolag,
      SRC.verkligHuvudman,
    ],
    facts: ['aktiekapital-minst', 'registreringsavgift-aktiebolag', 'bolagsskatt'],
    related: ['bolagsordning', 'verklig-huvudman', 'aktiebolag'],
  },
  {
    id: 'firmateckning',
    title: 'Firmateckning: vem får skriva under för företaget?',
    group: 'registrering',
    category: 'Samarbete',
    teaser:
      'Firmateckning är rätten att skriva under för företaget. Här är vad som gäller i aktiebolag, handelsbolag, föreningar och enskild firma, och hur ni väljer en modell som fungerar.',
    reviewed: '2026-11-22',
    sources: [SRC.styrelse, SRC.ablFirmateckning, SRC.ablSarskildFirmatecknare],
    related: ['aktieagaravtal', 'handelsbolag'],
  },
  {
    id: 'avveckla-foretag',
    title: 'Avveckla företaget: så avslutar du på rätt sätt',
    group: 'registrering',
    category: 'Olika system',
    teaser:
      'En enskild firma avslutas ganska enkelt, medan ett aktiebolag normalt avvecklas genom likvidation, försäljning eller fusion. Här är stegen och skattefrågorna för varje form.',
    reviewed: '2026-11-22',
    sources: [SRC.ablLikvidation, SRC.ablKontrollbalansrakning, SRC.fSkatt, SRC.bflArkivering],
    related: ['arkivering', 'periodiseringsfond'],
  },
  {
    id: 'nytt-for-foretagare-2026',
    title: 'Nytt för dig som driver företag 2026',
    group: 'registrering',
    category: 'Nyheter',
    teaser:
      'Sänkt moms på livsmedel, lägre arbetsgivaravgifter för unga, växa-stöd som återbetalning, rotavdrag på 30 % igen och nya 3:12-regler. Här är vad som gäller 2026 och vad du behöver göra.',
    reviewed: '2026-11-22',
    sources: [
      SRC.mlSkattesatser,
      SRC.ungaProp,
      SRC.arbetsgivaravgifter,
      SRC.vaxaStod,
      SRC.rotProp,
      SRC.nyArbetsloshetsforsakring,
    ],
    facts: [
      'moms-livsmedel',
      'moms-12',
      'moms-normal',
      'moms-6',
      'arbetsgivaravgift-unga',
      'arbetsgivaravgift-unga-tak',
      'arbetsgivaravgift-alderspension',
      'arbetsgivaravgift-full',
      'vaxa-stod-avgift',
      'vaxa-stod-tak',
      'rotavdrag',
      'momsbefrielse-grans',
      'bolagsskatt',
      'aktiekapital-minst',
      'registreringsavgift-aktiebolag',
      'egenavgift-full',
    ],
    related: [
      'utdelning-312-regler',
      'momsbefrielse',
      'arbetsgivaravgifter-vad-kostar-en-anstalld',
    ],
  },
];
