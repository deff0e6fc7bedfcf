import type { TextSection } from './types';

/** /about ('Om oss'): why Startklar was founded and what it wants to achieve. */

export const ABOUT_INTRO = {
  title: 'Om oss',
  lead: 'Startklar finns för att det ska kännas lika självklart att starta företag som att söka ett jobb. Vi förklarar vad som gäller, steg för steg och på vanlig svenska.',
} as const;

export const ABOUT_SECTIONS: readonly TextSection[] = [
  {
    id: 'varfor',
    heading: 'Varför vi startade Startklar',
    paragraphs: [
      'Startklar började med en frustration. Vi som grundade sajten hade alla startat företag, och alla hade vi suttit med samma frågor: vilken företagsform passar, när måste man momsregistrera sig och vad betyder egentligen preliminärskatt? Svaren fanns, men utspridda över myndigheter, banker och forumtrådar, och ofta skrivna för den som redan kunde.',
      'Vi ville samla allt på ett ställe och skriva det så som vi själva hade velat läsa det: kortfattat, ärligt och med exempel från verkligheten.',
    ],
  },
  {
    id: 'mal',
    heading: 'Vårt mål',
    paragraphs: [
      'Vi vill att fler ska våga ta steget, och att de som gör det ska ha koll från början. Den som förstår sina skatter och sin bokföring redan första året slipper dyra överraskningar senare och kan lägga kraften på det som är roligt: kunderna och idén.',
    ],
    bullets: [
      'Tydliga svar på de vanligaste frågorna, utan facktermer som inte förklaras.',
      'Texter som bygger på Skatteverkets, Bolagsverkets och verksamt.se:s information och som visar när de senast granskades.',
      'Verktyg som hjälper dig framåt: företagstestet och företagslistan.',
      'Allt gratis att läsa, utan krav på konto.',
    ],
  },
  {
    id: 'hur-vi-arbetar',
    heading: 'Så arbetar vi',
    paragraphs: [
      'Varje artikel skrivs av någon som kan området och granskas mot källorna innan den publiceras. Regler ändras, till exempel för moms och utdelning, så vi går igenom texterna minst en gång om året och när en regel ändras.',
      'Vissa artiklar tipsar om tjänster, som faktureringstjänsten Faktureo. Blir du kund kan vi få en ersättning, och det är en del av hur sajten finansieras. Det påverkar aldrig vad vi skriver om lagar, skatter och avgifter.',
    ],
  },
  {
    id: 'teamet',
    heading: 'Teamet bakom',
    paragraphs: [
      'Vi är ett litet team i Göteborg med bakgrund inom redovisning, juridik, journalistik och egen företagsamhet. Bloggen skrivs dessutom av gästskribenter: revisorer, jurister och företagare som delar med sig av sina erfarenheter.',
      'Har du en fråga som vi inte har svarat på, eller hittar du något som är fel? Hör gärna av dig. Många av våra bästa artiklar har börjat med ett mejl från en läsare.',
    ],
  },
];
