import type { TextSection } from './types';

/** /terms ('Användarvillkor'): use, personal data, liability and cookies. */

export const TERMS_INTRO = {
  title: 'Användarvillkor',
  lead: 'Villkoren gäller när du använder Startklar, med eller utan konto. Här står också exakt vilka personuppgifter vi sparar, hur länge, och hur du laddar ner eller raderar dem.',
  updated: 'Gäller från den 26 november 2026.',
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
      'Ett konto behövs bara för att spara resultat från företagstestet. Du loggar in med en engångskod som skickas till din e-post, med ditt Google-konto eller med ett lösenord som du själv väljer under Min Profil. Du ansvarar för att uppgifterna du lämnar är riktiga och för att ingen annan har tillgång till din e-post.',
      'En engångskod gäller i 10 minuter och kan bara användas en gång. Efter fem felaktiga försök slutar koden att fungera, och du behöver be om en ny. För att byta e-postadress, byta lösenord efter mer än ett dygn eller radera kontot behöver du en kod som vi skickar till din e-post.',
      'Du kan när som helst radera ditt konto själv, se avsnitt 5. Vi kan stänga ett konto som används i strid med villkoren.',
    ],
  },
  {
    id: 'personuppgifter',
    heading: '3. Personuppgifter: det här sparar vi',
    paragraphs: [
      'Startklar är personuppgiftsansvarig för de uppgifter som behandlas när du har ett konto. Vi behandlar uppgifterna enligt dataskyddsförordningen (GDPR) och bara för att kunna ge dig tjänsten. Den rättsliga grunden är avtalet mellan dig och oss, det vill säga villkoren du godkänner när du skapar kontot. Vi sparar detta, och inget annat:',
    ],
    bullets: [
      'Inloggningen: din e-postadress, när kontot skapades, när e-postadressen bekräftades, när du senast loggade in och hur du loggar in (engångskod, lösenord eller Google). Har du valt ett lösenord sparas det bara som ett hashvärde, aldrig i klartext. Loggar du in med Google sparar vi den identitet Google lämnar: ditt Google-id, namn och e-postadress.',
      'Kontouppgifter: förnamn, efternamn, telefonnummer, adress och användarnamn, och när du bekräftade dem.',
      'Resultat från företagstestet: dina svar, de affärsidéer testet föreslog, när testet gjordes och e-postadressen du hade då.',
      'Profilbild, om du laddar upp en: bildfilen och dess adress. Bilden ligger i en öppen bildlagring, så den som har adressen kan se den.',
      'Engångskoder och inloggningssessioner, så länge de gäller (se avsnitt 4). Koderna sparas bara som hashvärden.',
      'När du registrerar dig skickas namn, telefonnummer och adress med koden till din e-post. De tas bort från inloggningen så snart ditt konto har skapats, och finns sedan bara bland kontouppgifterna.',
    ],
  },
  {
    id: 'lagringstid',
    heading: '4. Hur länge vi sparar uppgifterna',
    paragraphs: ['Så länge du har ett konto, och inte längre:'],
    bullets: [
      'Inloggningen, kontouppgifterna, testresultaten och profilbilden: tills du raderar kontot. Då raderas allt direkt.',
      'En engångskod: i 10 minuter, eller tills den har använts eller fått fem felaktiga försök.',
      'En inloggningssession: tills du loggar ut eller kontot raderas.',
      'En profilbild du har bytt ut: raderas när den nya är uppladdad.',
      'Databasens säkerhetskopior, som bara används för att återställa tjänsten efter ett fel: högst 7 dagar. Efter det finns inget kvar av ett raderat konto.',
    ],
  },
  {
    id: 'ladda-ner-och-radera',
    heading: '5. Ladda ner eller radera dina uppgifter',
    paragraphs: [
      'Under Min Profil väljer du Ladda ner mina uppgifter. Du får då en fil (JSON) med allt vi har sparat om dig enligt avsnitt 3: inloggningens uppgifter och tider, dina kontouppgifter, dina testresultat och adressen till din profilbild.',
      'Under Min Profil väljer du också Radera mitt konto. Vi skickar en kod till din e-post, och när du anger den raderas inloggningen, kontouppgifterna, alla testresultat och profilbilden på en gång. Du loggas ut, och det som sajten har sparat om dig i webbläsaren tas bort. Det går inte att ångra. Skapar du ett konto med samma e-postadress senare börjar det från början, utan dina gamla resultat.',
      'Felaktiga uppgifter rättar du själv under Min Profil och Mitt Konto, där du också kan byta e-postadress.',
    ],
  },
  {
    id: 'personuppgiftsbitrade',
    heading: '6. Var uppgifterna lagras och dina rättigheter',
    paragraphs: [
      'Uppgifterna lagras hos Supabase, som är vårt personuppgiftsbiträde och behandlar dem för vår räkning enligt ett biträdesavtal. Databasen finns på servrar inom EU. Vi säljer aldrig dina uppgifter och lämnar inte ut dem till någon annan, om inte lagen kräver det.',
      'Du har rätt att få veta vilka uppgifter vi har om dig, att få felaktiga uppgifter rättade, att få uppgifterna raderade, att begränsa eller invända mot behandlingen och att få ut dina uppgifter i ett maskinläsbart format. Det mesta gör du själv enligt avsnitt 5; i övrigt kontaktar du oss på e-postadressen nedan. Tycker du att vi hanterar dina uppgifter fel kan du vända dig till Integritetsskyddsmyndigheten (IMY).',
    ],
  },
  {
    id: 'ansvar',
    heading: '7. Ansvarsbegränsning',
    paragraphs: [
      'Innehållet på Startklar är allmän information och ersätter inte personlig rådgivning. Vi gör vårt bästa för att texterna ska vara korrekta och aktuella, men regler ändras och ditt fall kan skilja sig från exemplen. Kontrollera alltid viktiga beslut med Skatteverket, Bolagsverket eller en rådgivare.',
      'Vi ansvarar inte för skada eller förlust som uppstår för att du har följt eller förlitat dig på innehållet, i den utsträckning lagen tillåter. Vi ansvarar inte heller för innehållet på andra webbplatser som vi länkar till, eller för att tjänsten alltid är tillgänglig utan avbrott.',
    ],
  },
  {
    id: 'cookies',
    heading: '8. Cookies och lokal lagring',
    paragraphs: [
      'Vi sparar små mängder data i din webbläsare, i cookies och i webbläsarens lokala lagring. De är indelade i tre kategorier:',
    ],
    bullets: [
      'Nödvändiga: behövs för att sajten ska fungera, till exempel för inloggningen och för att komma ihåg ditt cookieval. De är alltid på.',
      'Analys: hjälper oss att förstå hur sajten används så att vi kan göra den bättre. Används bara om du samtycker.',
      'Marknadsföring: används för att mäta och anpassa marknadsföring, till exempel när du klickar på en länk till en samarbetspartner. Används bara om du samtycker.',
      'Medan du loggar in eller registrerar dig sparas det du har skrivit i formuläret, dina svar i företagstestet och sidan du var på väg till, och när du redigerar texter sparas dina utkast. Allt det tas bort när du loggar ut.',
    ],
  },
  {
    id: 'cookie-installningar',
    heading: '9. Ändra ditt cookieval',
    paragraphs: [
      'Du väljer vilka cookies du godkänner första gången du besöker sajten. Du kan när som helst ändra eller återkalla ditt samtycke under Cookie-inställningar längst ner på varje sida. Dina bockar i företagslistan och ditt cookieval sparas bara i din webbläsare, skickas inte till oss och finns kvar när du loggar ut.',
    ],
  },
  {
    id: 'andringar',
    heading: '10. Ändringar i villkoren',
    paragraphs: [
      'Vi kan uppdatera villkoren, till exempel när tjänsten eller lagen ändras. Datumet högst upp visar när de senast ändrades. Gör vi större ändringar som rör dina personuppgifter meddelar vi dig som har konto via e-post.',
    ],
  },
];

export const TERMS_CONTACT_HEADING = '11. Kontakt';
