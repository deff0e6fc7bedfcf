/**
 * The words of /startplan: the page's title and lead, each question with its explanation, and
 * what the plan and the calendar say. The choices themselves are in answers.ts.
 */

export const STARTPLAN_PATH = '/startplan';

export const STARTPLAN_INTRO = {
  title: 'Din startplan och skattekalender',
  lead: 'Svara på några frågor om ditt företag. Du får stegen för att registrera det, i rätt ordning, och varje datum för deklarationer och betalningar de kommande 18 månaderna, flyttade till närmaste vardag när de infaller på en helgdag. Lägg in datumen i din egen kalender som fil eller prenumeration.',
  /** What the page says when JavaScript is off (it computes the plan in the browser). */
  noScript:
    'Din startplan räknas fram här i webbläsaren och behöver JavaScript. Slå på JavaScript och ladda om sidan, så visas frågorna och din plan.',
} as const;

export const QUESTIONS = {
  form: {
    label: 'Företagsform',
    hint: 'Välj den form du har, eller den du tänker starta.',
  },
  start: {
    label: 'Startdatum',
    hint: 'Skriv som ÅÅÅÅ-MM-DD, till exempel 2027-01-15. För ett aktiebolag eller handelsbolag: dagen då det registrerades. Vi visar datumen från den dagen, eller från i dag om den har varit.',
    placeholder: 'ÅÅÅÅ-MM-DD',
  },
  bokslut: {
    label: 'Räkenskapsåret slutar i',
    hint: 'De flesta har kalenderår och väljer december. En enskild firma har alltid kalenderår; ett handelsbolag med bara privatpersoner som delägare också.',
    calendarYear: 'december (kalenderår)',
  },
  forlangt: {
    label: 'Första räkenskapsåret är förlängt till nästa års bokslut',
    hint: 'Ett nytt företag får ha ett första räkenskapsår på högst 18 månader.',
  },
  moms: {
    label: 'Hur ofta redovisar företaget moms?',
    hint: 'Det står i Skatteverkets beslut om momsregistrering. Huvudregeln är en gång om året när försäljningen är högst 1 miljon kronor, och varje kvartal upp till 40 miljoner.',
  },
  over40: {
    label: 'Är beskattningsunderlaget för moms över 40 miljoner kronor om året?',
    hint: 'Försäljningen utan moms. Gäller sällan ett nytt företag, men då ändras flera datum.',
  },
  anstallda: {
    label: 'Har företaget anställda?',
    hint: 'Tar du ut lön ur ditt aktiebolag räknas du som anställd.',
  },
  eu: {
    label: 'Handlar företaget med företag i andra EU-länder?',
    hint: 'Köp räknas också: annonser från Google eller Meta och molntjänster köps ofta från Irland.',
  },
  digitalt: {
    label: 'Lämnar du deklarationerna digitalt?',
    hint: 'De flesta gör det. För aktiebolag och handelsbolag ger det en månad mer för inkomstdeklarationen.',
  },
  fyllnad: {
    label: 'Visa sista dagarna för fyllnadsinbetalning',
    hint: 'Räknar du med kvarskatt slipper du kostnadsränta om en extra inbetalning finns på skattekontot i tid: det som överstiger 30 000 kr senast den 12:e i andra månaden efter beskattningsåret, resten senast den 3:e i femte månaden.',
  },
} as const;

export const PLAN_TEXTS = {
  answersHeading: 'Dina svar',
  stepsHeading: 'Din startplan',
  stepsLead:
    'Stegen för att registrera företaget, i den ordning de brukar tas. Bocka av det du är klar med.',
  stepsWaiting: 'Välj företagsform, så visar vi stegen för just din form.',
  calendarHeading: 'Din skattekalender',
  calendarWaiting:
    'Svara på frågorna om företagsform, startdatum och moms, så visar vi dina datum.',
  calendarCorrect: 'Rätta det som är markerat bland svaren, så räknar vi fram datumen igen.',
  moved: (date: string, reason: string) => `Flyttat från ${date} (${reason}).`,
  showAll: (count: number) => `Visa alla 18 månader (${count} datum till)`,
  download: 'Ladda ner kalendern (.ics)',
  downloadHint:
    'Filen öppnas i Google Kalender, Apple Kalender och Outlook. Varje datum har en påminnelse tre arbetsdagar före, också skriven i beskrivningen eftersom Google inte tar med påminnelser från filer. Laddar du ner en ny fil uppdateras datumen i stället för att dubbleras.',
  subscribeHeading: 'Prenumerera på kalendern',
  subscribeSignedOut:
    'Logga in, så sparas planen i ditt konto och du får en hemlig adress att prenumerera på: kalendern fylls då på av sig själv när månaderna går.',
  subscribeLogin: 'Logga in och prenumerera',
  subscribeWaitingSave: 'Planen sparas i ditt konto …',
  subscribeWaitingAnswers:
    'Svara på frågorna, så sparas planen i ditt konto och du får en adress att prenumerera på.',
  subscribeLead:
    'Lägg till adressen som en kalender att prenumerera på (”Lägg till kalender från webbadress”). Den räknas fram på nytt varje gång din kalender hämtar den.',
  feedLabel: 'Kalenderns hemliga adress',
  renew: 'Skapa en ny hemlig adress',
  renewHint: 'Har adressen kommit i fel händer? En ny adress gör den gamla oanvändbar.',
  check: 'Testa adressen',
  retry: 'Försök igen',
  aboutHeading: 'Så räknar vi',
  toBudget: 'Din likviditetsbudget: beloppen för moms, arbetsgivardeklarationer och F-skatt',
} as const;

/** How the calendar is worked out, for 'Så räknar vi'. */
export const ABOUT_PARAGRAPHS = [
  'Datumen räknas fram ur skatteförfarandelagen (2011:1244), årsredovisningslagen (1995:1554) och aktiebolagslagen (2005:551): den 12:e eller den 17:e i januari och augusti för moms per kvartal och månad, arbetsgivardeklarationen och F-skatten; den 26:e för företag över 40 miljoner kronor; egna datum för moms per år, inkomstdeklarationen och årsredovisningen; årsstämman inom sex månader efter räkenskapsåret; och för en fyllnadsinbetalning den 12:e i andra månaden efter beskattningsåret för det som överstiger 30 000 kr och den 3:e i femte månaden för resten.',
  'Infaller ett datum på en lördag, söndag, helgdag, midsommarafton, julafton eller nyårsafton flyttas det till nästa vardag, enligt lagen (1930:173) om beräkning av lagstadgad tid. Helgdagarna, som påsken och Kristi himmelsfärdsdag, räknas fram för varje år. Två datum flyttas inte så: årsstämman kan hållas vilken dag som helst, så vi visar den sista dagen, och för en fyllnadsinbetalning flyttar bara en lördag eller söndag dagen, till måndagen (65 kap. 18 § skatteförfarandelagen).',
  'Betalningar ska vara bokförda på skattekontot senast samma dag, så betala några bankdagar innan. Har du byråanstånd genom en redovisningsbyrå kan inkomstdeklarationen och momsen för ett år komma senare. De exakta beloppen och den första månaden för F-skatten står i Skatteverkets beslut.',
] as const;
