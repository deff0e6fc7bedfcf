import type { FaqEntry } from './faq';

/** /help ('Hjälp'): the quiz teaser, contact details and questions about using the site. */

export const HELP_INTRO = {
  title: 'Hjälp',
  lead: 'Här hittar du svar på frågor om hur sajten fungerar och hur du når oss. Gäller frågan skatt eller registrering för just ditt företag? Då är Skatteverket och Bolagsverket rätt ställe.',
} as const;

export const QUIZ_TEASER = {
  heading: 'Vet du inte var du ska börja?',
  text: 'Svara på sex korta frågor om din tid, din budget och vad du tycker om att göra. Företagstestet föreslår de affärsmodeller som passar dig bäst, och det tar bara några minuter.',
  cta: 'Gör företagstestet',
} as const;

export const CONTACT_HEADING = 'Kontakta oss';
export const CONTACT_TEXT =
  'Vi svarar på e-post inom två arbetsdagar. Ring oss under supporttiden om något är brådskande.';

export const HELP_FAQ_HEADING = 'Frågor om sajten';

export const HELP_FAQ: readonly FaqEntry[] = [
  {
    id: 'kostar-det',
    question: 'Kostar det något att använda Startklar?',
    answer:
      'Nej. Alla artiklar, bloggen, företagslistan och företagstestet är gratis. Vissa artiklar tipsar om tjänster som Faktureo, och då kan vi få ersättning om du blir kund. Det påverkar aldrig vad vi skriver om regler och skatter.',
  },
  {
    id: 'konto',
    question: 'Behöver jag ett konto?',
    answer:
      'Nej, du kan läsa allt utan konto. Ett konto behövs bara om du vill spara resultatet från företagstestet och se det igen senare.',
  },
  {
    id: 'kod',
    question: 'Jag har inte fått någon verifieringskod. Vad gör jag?',
    answer:
      'Titta i mappen för skräppost och kontrollera att e-postadressen är rätt stavad. En kod gäller i 10 minuter och slutar fungera efter fem felaktiga försök, så begär en ny kod om det har gått en stund. Du kan begära en ny kod en gång i minuten.',
  },
  {
    id: 'losenord',
    question: 'Kan jag logga in med lösenord? Jag har glömt mitt.',
    answer:
      'Ja. Välj ett lösenord under Min Profil och välj sedan Logga in med lösenord. Har du glömt det väljer du Glömt lösenordet? på inloggningssidan: vi skickar en kod till din e-post, och med den väljer du ett nytt lösenord.',
  },
  {
    id: 'mina-uppgifter',
    question: 'Vilka uppgifter sparar ni om mig, och hur länge?',
    answer:
      'Har du ett konto sparar vi din e-postadress och inloggningens tider, dina kontouppgifter (namn, telefonnummer, adress, användarnamn), dina testresultat och din profilbild om du har laddat upp en. Allt finns kvar tills du raderar kontot. En engångskod gäller i 10 minuter, och databasens säkerhetskopior sparas i högst 7 dagar. Exakt vad och hur länge står i användarvillkoren.',
  },
  {
    id: 'ladda-ner',
    question: 'Hur laddar jag ner mina uppgifter?',
    answer:
      'Logga in, gå till Min Profil och välj Ladda ner mina uppgifter. Du får en fil (JSON) med allt vi har sparat om dig, med namnet startklar-mina-uppgifter och dagens datum.',
  },
  {
    id: 'radera',
    question: 'Hur raderar jag mitt konto?',
    answer:
      'Logga in, gå till Min Profil och välj Radera mitt konto. Vi skickar en kod till din e-post för att vara säkra på att det är du. När du anger den raderas kontot, dina uppgifter, dina testresultat och din profilbild direkt, och du loggas ut. Det går inte att ångra.',
  },
  {
    id: 'byta-e-post',
    question: 'Hur byter jag e-postadress?',
    answer:
      'Gå till Min Profil och välj Byt e-postadress. Vi skickar en kod till den nya adressen och en till den nuvarande, och adressen byts när du har angett båda.',
  },
  {
    id: 'testresultat',
    question: 'Var hittar jag mina resultat från företagstestet?',
    answer:
      'När du är inloggad sparas dina svar och förslag i ditt konto. Gör du testet utan att logga in visas resultatet först när du har loggat in.',
  },
  {
    id: 'foretagslistan',
    question: 'Sparas mina bockar i företagslistan?',
    answer:
      'Ja, i den webbläsare du använder. De skickas inte till oss, och rensar du webbläsarens data försvinner de. Med knappen Börja om tar du själv bort dem.',
  },
  {
    id: 'radgivning',
    question: 'Kan ni ge personlig rådgivning om mitt företag?',
    answer:
      'Nej, vi skriver allmän information och kan inte bedöma ditt enskilda fall. För frågor om skatt och registrering vänder du dig till Skatteverket eller Bolagsverket, och för rådgivning till en redovisningskonsult, revisor eller jurist. Nyföretagarcentrum erbjuder också kostnadsfri rådgivning.',
    article: { slug: 'stod-och-radgivning', label: 'Stöd och rådgivning för nya företagare' },
  },
  {
    id: 'fel',
    question: 'Jag har hittat ett fel i en artikel.',
    answer:
      'Tack! Mejla oss vilken artikel det gäller och vad som är fel, gärna med en länk till källan. Vi granskar texterna löpande och rättar så snart vi kan.',
  },
];
