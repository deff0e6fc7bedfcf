/**
 * "Din startplan": the registration steps of a company form, in the order they are taken, each
 * with the article that explains it and the authority page it rests on (research notes §2). The
 * steps follow the answers: moms registration or the momsbefrielse, the employer registration,
 * and trade with other EU countries appear when they apply. A step's id is what a tick keeps.
 */
import { SRC } from '../articles/sources';
import { FACT_SOURCES } from '../factSources';
import { getFact } from '../facts';
import type { SourceLink } from '../types';
import type { CompanyForm, EuTrade, VatPeriod } from './answers';
import { DEADLINE_SOURCES } from './calendar';

export interface PlanStep {
  id: string;
  title: string;
  text: string;
  articleId: string;
  source: SourceLink;
}

export interface StepAnswers {
  form: CompanyForm;
  vat: VatPeriod | null;
  employer: boolean;
  eu: EuTrade;
}

const BOLAGSVERKET_KRAV_ENSKILD: SourceLink = {
  label: 'Bolagsverket: krav på enskild näringsidkare',
  url: 'https://www.bolagsverket.se/foretag/enskildnaringsidkare/startaenskildnaringsverksamhet/kravpaenskildnaringsidkare.823.html',
};

function fSkatt(form: CompanyForm): PlanStep {
  return {
    id: 'f-skatt',
    title: form === 'ef' ? 'Ansök om F-skatt' : 'Ansök om F-skatt för företaget',
    text:
      form === 'hb'
        ? 'Handelsbolaget ansöker om F-skatt hos Skatteverket, enklast på verksamt.se, innan verksamheten börjar. Skatten på vinsten betalar varje delägare som debiterad preliminärskatt.'
        : form === 'ab'
          ? 'När bolaget har sitt organisationsnummer ansöker du om F-skatt hos Skatteverket, enklast på verksamt.se, innan verksamheten börjar. Du uppskattar bolagets vinst, och Skatteverket bestämmer preliminärskatten.'
          : 'Ansök hos Skatteverket, enklast på verksamt.se, innan verksamheten börjar. Du uppskattar vinsten, och Skatteverket bestämmer hur mycket preliminärskatt du betalar varje månad.',
    articleId: 'f-skatt',
    source: SRC.fSkatt,
  };
}

function vat(answers: StepAnswers): PlanStep {
  if (answers.vat === 'nej') {
    const limit = getFact('momsbefrielse-grans').display;
    return {
      id: 'moms-befrielse',
      title: 'Håll koll på momsbefrielsen',
      text: `Säljer företaget för högst ${limit} om året behöver det normalt inte registreras för moms. Går försäljningen över gränsen ska företaget registreras.`,
      articleId: 'momsbefrielse',
      source: FACT_SOURCES.momsbefrielse,
    };
  }
  return {
    id: 'moms',
    title: 'Registrera företaget för moms',
    text: 'Görs i samma ansökan som F-skatten. I Skatteverkets beslut står hur ofta företaget ska redovisa moms: det är den redovisningsperiod du väljer här.',
    articleId: 'moms',
    source: SRC.momsRegistrering,
  };
}

const EMPLOYER: PlanStep = {
  id: 'arbetsgivare',
  title: 'Registrera företaget som arbetsgivare',
  text: 'Senast innan den första lönen betalas ut, också lön till dig som äger ett aktiebolag. Sedan lämnas en arbetsgivardeklaration varje månad.',
  articleId: 'registrera-som-arbetsgivare',
  source: SRC.arbetsgivareRegistrera,
};

const EU_TRADE: PlanStep = {
  id: 'eu-handel',
  title: 'Förbered handeln med andra EU-länder',
  text: 'Företaget behöver ett momsregistreringsnummer. Köper du tjänster från företag i andra EU-länder redovisar du momsen själv; säljer du till dem lämnar du periodisk sammanställning.',
  articleId: 'moms-eu-utlandet',
  source: DEADLINE_SOURCES.periodiskSammanstallning,
};

const bank = (form: CompanyForm): PlanStep => ({
  id: 'bank',
  title: 'Öppna ett företagskonto',
  text: 'Håll företagets pengar skilda från dina egna: det gör bokföringen enklare och visar vad som är företagets. Räkna med att banken behöver tid för sina kontroller.',
  articleId: 'foretagskonto-i-bank',
  source: form === 'ef' ? SRC.bfnEnskildaNaringsidkare : SRC.bfnBokforing,
});

const BOOKKEEPING: PlanStep = {
  id: 'bokforing',
  title: 'Bestäm hur du bokför',
  text: 'Företaget är bokföringsskyldigt från start. Välj ett bokföringsprogram eller en redovisningsbyrå, och spara underlagen i sju år.',
  articleId: 'bokforing',
  source: SRC.bfnBokforing,
};

function insurance(form: CompanyForm): PlanStep {
  return {
    id: 'forsakring',
    title: 'Se över försäkringarna',
    text:
      form === 'ab'
        ? 'En företagsförsäkring med ansvarsförsäkring skyddar bolaget om något går fel. Har bolaget anställda behövs också de avtalade försäkringarna för dem.'
        : 'En företagsförsäkring med ansvarsförsäkring skyddar dig om något går fel. Tänk också på din egen sjukpenning: den räknas på vad firman ger dig.',
    articleId: 'foretagsforsakring',
    source: form === 'ab' ? SRC.arbetsskada : SRC.sjukpenningEgenforetagare,
  };
}

const BENEFICIAL_OWNER: PlanStep = {
  id: 'verklig-huvudman',
  title: 'Anmäl verklig huvudman',
  text: 'Anmäl till Bolagsverket vem som ytterst äger eller kontrollerar företaget, så snart det är registrerat. Det gäller även när det är du själv.',
  articleId: 'verklig-huvudman',
  source: SRC.verkligHuvudman,
};

/** The steps for these answers, in order. */
export function planSteps(answers: StepAnswers): PlanStep[] {
  const optional = [
    ...(answers.vat === null ? [] : [vat(answers)]),
    ...(answers.employer ? [EMPLOYER] : []),
    ...(answers.eu === 'nej' ? [] : [EU_TRADE]),
  ];
  switch (answers.form) {
    case 'ef':
      return [
        {
          id: 'krav',
          title: 'Kontrollera att du får driva företag',
          text: 'Du får inte vara försatt i konkurs, ha näringsförbud eller ha en förvaltare. Är du under 18 år gäller särskilda regler.',
          articleId: 'enskild-firma',
          source: BOLAGSVERKET_KRAV_ENSKILD,
        },
        fSkatt('ef'),
        ...optional,
        {
          id: 'foretagsnamn',
          title: 'Skydda firmanamnet (frivilligt)',
          text: 'Registrerar du namnet hos Bolagsverket skyddas det i länet. Annars driver du firman i ditt eget namn.',
          articleId: 'foretagsnamn-och-varumarke',
          source: SRC.foretagsnamn,
        },
        bank('ef'),
        BOOKKEEPING,
        insurance('ef'),
      ];
    case 'ab': {
      const capital = getFact('aktiekapital-minst').display;
      return [
        {
          id: 'stiftelseurkund',
          title: 'Skriv stiftelseurkund och bolagsordning',
          text: 'Stiftelseurkunden bildar bolaget och bolagsordningen säger vad det ska göra. Båda skickas med anmälan till Bolagsverket.',
          articleId: 'bolagsordning',
          source: SRC.bolagsordning,
        },
        {
          id: 'aktiekapital',
          title: 'Sätt in aktiekapitalet och få ett bankintyg',
          text: `Minst ${capital} sätts in på ett konto för bolaget, och banken intygar det. Boka banken i god tid: kontrollerna tar ofta några veckor.`,
          articleId: 'foretagskonto-i-bank',
          source: SRC.startaAktiebolagBv,
        },
        {
          id: 'bolagsverket',
          title: 'Anmäl bolaget till Bolagsverket',
          text: 'Anmälan görs enklast på verksamt.se, senast sex månader efter att stiftelseurkunden skrevs under. Bolaget finns när det är registrerat och har fått ett organisationsnummer.',
          articleId: 'registrera-aktiebolag-steg-for-steg',
          source: SRC.startaAktiebolagBv,
        },
        fSkatt('ab'),
        ...optional,
        BENEFICIAL_OWNER,
        {
          id: 'aktiebok',
          title: 'Upprätta aktieboken',
          text: 'Aktieboken visar vem som äger bolagets aktier. Bolaget för den själv och håller den uppdaterad.',
          articleId: 'aktiebolag',
          source: SRC.startaAktiebolagBv,
        },
        BOOKKEEPING,
        insurance('ab'),
      ];
    }
    case 'hb':
      return [
        {
          id: 'bolagsavtal',
          title: 'Skriv ett bolagsavtal',
          text: 'Avtalet mellan delägarna säger vem som gör vad, hur vinsten delas och vad som händer om någon vill gå ur.',
          articleId: 'handelsbolag',
          source: SRC.handelsbolag,
        },
        {
          id: 'bolagsverket',
          title: 'Registrera handelsbolaget hos Bolagsverket',
          text: 'Ett handelsbolag finns först när det är registrerat. Anmälan görs enklast på verksamt.se.',
          articleId: 'handelsbolag',
          source: SRC.handelsbolag,
        },
        fSkatt('hb'),
        ...optional,
        BENEFICIAL_OWNER,
        bank('hb'),
        BOOKKEEPING,
        insurance('hb'),
      ];
  }
}
