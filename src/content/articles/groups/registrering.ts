import type { ArticleMeta } from '../../types';

/** Group 'registrering' (Registrering): 12 articles. Bodies live in ../bodies/<id>.txt. */
export const registreringArticles: readonly ArticleMeta[] = [
  {
    id: 'registrera-foretag',
    title: 'Registrera företag: vad ska registreras var?',
    group: 'registrering',
    category: 'Olika system',
    teaser:
      'Företaget registreras hos Bolagsverket och Skatteverket, nästan alltid via verksamt.se. Här är vad som gäller för varje företagsform och i vilken ordning du gör det.',
    reviewed: '2026-11-11',
    sources: [
      { label: 'verksamt.se: starta och registrera företag', url: 'https://www.verksamt.se/' },
      {
        label: 'Bolagsverket: företagsnamn och registrering',
        url: 'https://bolagsverket.se/foretag/foretagsnamn.1153.html',
      },
      {
        label: 'Skatteverket: F-skatt och FA-skatt',
        url: 'https://www.skatteverket.se/foretag/drivaforetag/startaochregistrera/fochfaskatt.4.58d555751259e4d661680006355.html',
      },
    ],
  },
  {
    id: 'f-skatt',
    title: 'F-skatt: vad det är och hur du ansöker',
    group: 'registrering',
    category: 'Skatter',
    teaser:
      'F-skatt visar att du själv betalar din skatt och är i praktiken ett krav för att sälja tjänster till företag. Ansökan är gratis via verksamt.se.',
    reviewed: '2026-11-11',
    sources: [
      {
        label: 'Skatteverket: F-skatt och FA-skatt',
        url: 'https://www.skatteverket.se/foretag/drivaforetag/startaochregistrera/fochfaskatt.4.58d555751259e4d661680006355.html',
      },
      { label: 'verksamt.se: skatte- och avgiftsanmälan', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'momsregistrering',
    title: 'Momsregistrering: när, hur och vad det innebär',
    group: 'registrering',
    category: 'Skatter',
    teaser:
      'De flesta företag som säljer momspliktigt ska registrera sig för moms. Här är reglerna, befrielsen för dig som säljer för högst 120 000 kr om året och momssatserna 2026.',
    reviewed: '2026-11-06',
    sources: [
      {
        label: 'Skatteverket: registrera ditt företag för moms',
        url: 'https://www.skatteverket.se/foretag/moms/momsregistrering/registreradittforetagformoms.4.deeebd105a602bfe38000256.html',
      },
      {
        label: 'Skatteverket: när du inte behöver registrera företaget för moms',
        url: 'https://www.skatteverket.se/foretag/moms/momsregistrering/ivissafallbehoverduinteregistreradittforetagformoms.4.3152d9ac158968eb8fd1efe.html',
      },
      { label: 'verksamt.se: registrera moms', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'registrera-som-arbetsgivare',
    title: 'Registrera dig som arbetsgivare',
    group: 'registrering',
    category: 'Skatter',
    teaser:
      'Innan du betalar ut den första lönen ska företaget vara registrerat som arbetsgivare. Här är vad det innebär: skatteavdrag, arbetsgivaravgifter, arbetsgivardeklaration och sjuklön.',
    reviewed: '2026-11-06',
    sources: [
      {
        label: 'Skatteverket: ditt ansvar som arbetsgivare',
        url: 'https://www.skatteverket.se/foretag/arbetsgivare/arbetsgivarregistrering/dittansvarsomarbetsgivare.4.361dc8c15312eff6fd16ec2.html',
      },
      { label: 'Försäkringskassan: för arbetsgivare', url: 'https://www.forsakringskassan.se/' },
      { label: 'Arbetsförmedlingen: stöd när du anställer', url: 'https://arbetsformedlingen.se/' },
    ],
  },
  {
    id: 'foretagsnamn-och-varumarke',
    title: 'Företagsnamn och varumärke: så skyddar du namnet',
    group: 'registrering',
    category: 'Innovation',
    teaser:
      'Företagsnamnet skyddas hos Bolagsverket och varumärket hos Patent- och registreringsverket. Här är kraven på namnet och hur du får ensamrätt till det.',
    reviewed: '2026-10-23',
    sources: [
      {
        label: 'Bolagsverket: företagsnamn',
        url: 'https://bolagsverket.se/foretag/foretagsnamn.1153.html',
      },
      { label: 'Patent- och registreringsverket: varumärken', url: 'https://www.prv.se/' },
    ],
  },
  {
    id: 'organisationsnummer',
    title: 'Organisationsnummer: företagets identitet',
    group: 'registrering',
    category: 'Olika system',
    teaser:
      'Organisationsnumret identifierar företaget hos myndigheter, banker och kunder. Så får du ett, vad siffrorna betyder och var numret ska stå.',
    reviewed: '2026-10-23',
    sources: [
      {
        label: 'Bolagsverket: organisationsnummer',
        url: 'https://bolagsverket.se/foretag/organisationsnummer.1207.html',
      },
      {
        label: 'Skatteverket: organisationsnummer och momsregistreringsnummer',
        url: 'https://www.skatteverket.se/',
      },
    ],
  },
  {
    id: 'verklig-huvudman',
    title: 'Verklig huvudman: vem ska anmälas och när?',
    group: 'registrering',
    category: 'Olika system',
    teaser:
      'De flesta företag utom enskilda firmor ska anmäla sina verkliga huvudmän till Bolagsverket. Här är vem som räknas, hur du anmäler och när uppgifterna måste uppdateras.',
    reviewed: '2026-10-16',
    sources: [{ label: 'Bolagsverket: verklig huvudman', url: 'https://bolagsverket.se/' }],
  },
  {
    id: 'tillstand-och-anmalningar',
    title: 'Tillstånd och anmälningar innan du startar',
    group: 'registrering',
    category: 'Hållbarhet',
    teaser:
      'Livsmedel, servering, hygienisk behandling och miljöfarlig verksamhet kräver tillstånd eller anmälan innan du startar. Här är de vanligaste och var du söker dem.',
    reviewed: '2026-10-16',
    sources: [
      {
        label: 'verksamt.se: tillstånd och regler för din bransch',
        url: 'https://www.verksamt.se/',
      },
      { label: 'Skatteverket: kassaregister', url: 'https://www.skatteverket.se/' },
    ],
  },
  {
    id: 'registrera-aktiebolag-steg-for-steg',
    title: 'Registrera aktiebolag steg för steg',
    group: 'registrering',
    category: 'Olika system',
    teaser:
      'Från namnidé till registrerat bolag med F-skatt: här är alla steg i rätt ordning, med bolagsordning, stiftelseurkund, aktiekapital och avgiften till Bolagsverket.',
    reviewed: '2026-11-17',
    sources: [
      {
        label: 'Bolagsverket: starta aktiebolag',
        url: 'https://bolagsverket.se/foretag/aktiebolag/startaaktiebolag.479.html',
      },
      { label: 'verksamt.se: starta aktiebolag', url: 'https://www.verksamt.se/' },
      {
        label: 'Skatteverket: F-skatt och FA-skatt',
        url: 'https://www.skatteverket.se/foretag/drivaforetag/startaochregistrera/fochfaskatt.4.58d555751259e4d661680006355.html',
      },
    ],
  },
  {
    id: 'firmateckning',
    title: 'Firmateckning: vem får skriva under för företaget?',
    group: 'registrering',
    category: 'Samarbete',
    teaser:
      'Firmateckning är rätten att skriva under för företaget. Här är vad som gäller i aktiebolag, handelsbolag, föreningar och enskild firma, och hur ni väljer en modell som fungerar.',
    reviewed: '2026-11-17',
    sources: [
      {
        label: 'Bolagsverket: styrelse och verkställande direktör i aktiebolag',
        url: 'https://bolagsverket.se/foretag/aktiebolag/startaaktiebolag/styrelseochverkstallandedirektoriaktiebolag.505.html',
      },
      { label: 'Bolagsverket: ändra uppgifter om företaget', url: 'https://bolagsverket.se/' },
    ],
  },
  {
    id: 'avveckla-foretag',
    title: 'Avveckla företaget: så avslutar du på rätt sätt',
    group: 'registrering',
    category: 'Ekonomi',
    teaser:
      'En enskild firma avslutas ganska enkelt, medan ett aktiebolag normalt avvecklas genom likvidation, försäljning eller fusion. Här är stegen och skattefrågorna för varje form.',
    reviewed: '2026-11-19',
    sources: [
      { label: 'verksamt.se: avveckla företag', url: 'https://www.verksamt.se/' },
      { label: 'Bolagsverket: likvidation och avregistrering', url: 'https://bolagsverket.se/' },
      { label: 'Skatteverket: när verksamheten upphör', url: 'https://www.skatteverket.se/' },
    ],
  },
  {
    id: 'nytt-for-foretagare-2026',
    title: 'Nytt för dig som driver företag 2026',
    group: 'registrering',
    category: 'Nyheter',
    teaser:
      'Sänkt moms på livsmedel, högre gräns för momsbefrielse och nya 3:12-regler för fåmansföretag. Här är vad som gäller 2026 och vad du behöver göra.',
    reviewed: '2026-11-19',
    sources: [
      { label: 'Skatteverket: nyheter för företag', url: 'https://www.skatteverket.se/' },
      {
        label: 'Skatteverket: när du inte behöver registrera företaget för moms',
        url: 'https://www.skatteverket.se/foretag/moms/momsregistrering/ivissafallbehoverduinteregistreradittforetagformoms.4.3152d9ac158968eb8fd1efe.html',
      },
      { label: 'verksamt.se: regler för företagare', url: 'https://www.verksamt.se/' },
    ],
  },
];
