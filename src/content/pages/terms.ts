import type { TextSection } from './types';

/** /terms ('Användarvillkor'): use, personal data, liability and cookies. */

export const TERMS_INTRO = {
  title: 'Användarvillkor',
  lead: 'Villkoren gäller när du använder Startklar, med eller utan konto. Här står också hur vi hanterar dina personuppgifter och vilka cookies vi använder.',
  updated: 'Gäller från den 22 november 2026.',
} as const;

export const TERMS_SECTIONS: readonly TextSection[] = [
  {
    id: 'anvandning',
    heading: '1. Användning av sajten',
    paragraphs: [
      'Startklar är en gratis informationstjänst om att starta och driva företag i Sverige. Du får läsa, skriva ut och dela länkar till innehållet för ditt eget bruk. Vill du återge längre texter eller bilder i andra sammanhang behöver du vårt tillstånd. Kortare citat går bra om du anger Startklar som källa.',
      'Du får inte använda sajten på ett sätt som skadar tjänsten eller andra användare, till exempel genom att försöka ta dig förbi säkerhetsfunktioner, belasta tjänsten med automatiska anrop eller ge dig ut för att vara någon annan.',
    ],
  },
  {
    id: 'konto',
    heading: '2. Ditt konto',
    paragraphs: [
      'Ett konto behövs bara för att spara resultat från företagstestet. Du loggar in med en engångskod som skickas till din e-post, eller med ditt Google-konto. Du ansvarar för att uppgifterna du lämnar är riktiga och för att ingen annan har tillgång till din e-post.',
      'Vi kan stänga ett konto som används i strid med villkoren. Du kan när som helst be oss avsluta ditt konto.',
    ],
  },
  {
    id: 'personuppgifter',
    heading: '3. Personuppgifter',
    paragraphs: [
      'Startklar är personuppgiftsansvarig för de uppgifter som behandlas när du har ett konto. Vi behandlar uppgifterna enligt dataskyddsförordningen (GDPR) och bara för att kunna ge dig tjänsten. Den rättsliga grunden är avtalet mellan dig och oss, det vill säga villkoren du godkänner när du skapar kontot.',
      'Det här sparar vi:',
    ],
    bullets: [
      'Kontouppgifter: e-postadress, namn, telefonnummer, adress, användarnamn och, om du laddar upp en, profilbild.',
      'Resultat från företagstestet: dina svar och de affärsidéer testet föreslog.',
      'Uppgifter för inloggningen, som tidpunkt för senaste inloggning, så att vi kan hålla ditt konto säkert.',
    ],
  },
  {
    id: 'personuppgiftsbitrade',
    heading: '4. Var uppgifterna lagras och dina rättigheter',
    paragraphs: [
      'Uppgifterna lagras hos Supabase, som är vårt personuppgiftsbiträde och behandlar dem för vår räkning enligt ett biträdesavtal. Databasen finns på servrar inom EU. Vi säljer aldrig dina uppgifter och lämnar inte ut dem till någon annan, om inte lagen kräver det.',
      'Vi sparar uppgifterna så länge du har ett konto. När du avslutar kontot raderar vi dem, utom sådant vi enligt lag måste behålla.',
      'Du har rätt att få veta vilka uppgifter vi har om dig, att få felaktiga uppgifter rättade, att få uppgifterna raderade, att begränsa eller invända mot behandlingen och att få ut dina uppgifter i ett maskinläsbart format. Kontakta oss på e-postadressen nedan. Tycker du att vi hanterar dina uppgifter fel kan du vända dig till Integritetsskyddsmyndigheten (IMY).',
    ],
  },
  {
    id: 'ansvar',
    heading: '5. Ansvarsbegränsning',
    paragraphs: [
      'Innehållet på Startklar är allmän information och ersätter inte personlig rådgivning. Vi gör vårt bästa för att texterna ska vara korrekta och aktuella, men regler ändras och ditt fall kan skilja sig från exemplen. Kontrollera alltid viktiga beslut med Skatteverket, Bolagsverket eller en rådgivare.',
      'Vi ansvarar inte för skada eller förlust som uppstår för att du har följt eller förlitat dig på innehållet, i den utsträckning lagen tillåter. Vi ansvarar inte heller för innehållet på andra webbplatser som vi länkar till, eller för att tjänsten alltid är tillgänglig utan avbrott.',
    ],
  },
  {
    id: 'cookies',
    heading: '6. Cookies och lokal lagring',
    paragraphs: [
      'Vi sparar små mängder data i din webbläsare, i cookies och i webbläsarens lokala lagring. De är indelade i tre kategorier:',
    ],
    bullets: [
      'Nödvändiga: behövs för att sajten ska fungera, till exempel för inloggningen och för att komma ihåg ditt cookieval. De är alltid på.',
      'Analys: hjälper oss att förstå hur sajten används så att vi kan göra den bättre. Används bara om du samtycker.',
      'Marknadsföring: används för att mäta och anpassa marknadsföring, till exempel när du klickar på en länk till en samarbetspartner. Används bara om du samtycker.',
    ],
  },
  {
    id: 'cookie-installningar',
    heading: '7. Ändra ditt cookieval',
    paragraphs: [
      'Du väljer vilka cookies du godkänner första gången du besöker sajten. Du kan när som helst ändra eller återkalla ditt samtycke under Cookie-inställningar längst ner på varje sida. Dina bockar i företagslistan sparas bara i din webbläsare och skickas inte till oss.',
    ],
  },
  {
    id: 'andringar',
    heading: '8. Ändringar i villkoren',
    paragraphs: [
      'Vi kan uppdatera villkoren, till exempel när tjänsten eller lagen ändras. Datumet högst upp visar när de senast ändrades. Gör vi större ändringar som rör dina personuppgifter meddelar vi dig som har konto via e-post.',
    ],
  },
];

export const TERMS_CONTACT_HEADING = '9. Kontakt';
