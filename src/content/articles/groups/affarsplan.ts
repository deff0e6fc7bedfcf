import type { ArticleMeta } from '../../types';

/** Group 'affarsplan' (Affärsplan): 12 articles. Bodies live in ../bodies/<id>.txt. */
export const affarsplanArticles: readonly ArticleMeta[] = [
  {
    id: 'affarsplan',
    title: 'Affärsplan: så skriver du en plan som håller',
    group: 'affarsplan',
    category: 'Ekonomi',
    teaser:
      'En affärsplan beskriver vad ditt företag ska göra, för vem och hur det ska bära sig. Här är delarna som brukar ingå och hur du gör planen användbar för dig själv och för banken.',
    reviewed: '2026-11-10',
    sources: [
      { label: 'verksamt.se: affärsplan och budget', url: 'https://www.verksamt.se/' },
      {
        label: 'Arbetsförmedlingen: stöd till start av näringsverksamhet',
        url: 'https://arbetsformedlingen.se/',
      },
    ],
  },
  {
    id: 'affarside',
    title: 'Affärsidé: formulera och testa din idé',
    group: 'affarsplan',
    category: 'Innovation',
    teaser:
      'Affärsidén svarar på vilket behov du löser, för vilka kunder och hur. Så formulerar du den kort och tydligt, och så testar du den innan du satsar dina pengar.',
    reviewed: '2026-11-10',
    sources: [
      { label: 'verksamt.se: från idé till företag', url: 'https://www.verksamt.se/' },
      { label: 'Skatteverket: hobby eller näringsverksamhet', url: 'https://www.skatteverket.se/' },
    ],
  },
  {
    id: 'marknadsanalys',
    title: 'Marknadsanalys och målgrupp: lär känna dina kunder',
    group: 'affarsplan',
    category: 'Forskning',
    teaser:
      'En marknadsanalys visar hur stor efterfrågan är och vilka dina kunder är. Så kombinerar du statistik, intervjuer och testförsäljning och beskriver din målgrupp.',
    reviewed: '2026-10-26',
    sources: [
      { label: 'verksamt.se: marknad och kunder', url: 'https://www.verksamt.se/' },
      { label: 'Bolagsverket: beställ årsredovisningar', url: 'https://bolagsverket.se/' },
    ],
  },
  {
    id: 'konkurrentanalys',
    title: 'Konkurrentanalys: hitta din plats på marknaden',
    group: 'affarsplan',
    category: 'Forskning',
    teaser:
      'En konkurrentanalys visar vilka alternativ dina kunder har och var du kan skilja ut dig. Här är var du hittar informationen och hur du omsätter den i beslut.',
    reviewed: '2026-10-26',
    sources: [
      { label: 'Bolagsverket: information om företag', url: 'https://bolagsverket.se/' },
      { label: 'verksamt.se: planera ditt företag', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'swot-analys',
    title: 'SWOT-analys: från styrkor och hot till handling',
    group: 'affarsplan',
    category: 'Innovation',
    teaser:
      'En SWOT-analys ger överblick över styrkor, svagheter, möjligheter och hot. Så gör du analysen och, framför allt, så gör du den till konkreta åtgärder.',
    reviewed: '2026-10-19',
    sources: [{ label: 'verksamt.se: planera ditt företag', url: 'https://www.verksamt.se/' }],
  },
  {
    id: 'resultatbudget',
    title: 'Resultatbudget: går företaget med vinst?',
    group: 'affarsplan',
    category: 'Ekonomi',
    teaser:
      'En resultatbudget ställer intäkterna mot kostnaderna och visar om verksamheten bär sig. Här är ett räknat exempel, skillnaden mellan företagsformerna och hur du räknar ut nollpunkten.',
    reviewed: '2026-11-04',
    sources: [
      { label: 'verksamt.se: budget och ekonomi', url: 'https://www.verksamt.se/' },
      { label: 'Skatteverket: egenavgifter och bolagsskatt', url: 'https://www.skatteverket.se/' },
    ],
  },
  {
    id: 'likviditetsbudget',
    title: 'Likviditetsbudget: räcker pengarna varje månad?',
    group: 'affarsplan',
    category: 'Ekonomi',
    teaser:
      'Ett företag kan gå med vinst och ändå få slut på pengar. Med en likviditetsbudget ser du i förväg när pengarna kommer in och går ut, inklusive moms och preliminärskatt.',
    reviewed: '2026-11-04',
    sources: [
      { label: 'verksamt.se: budget och ekonomi', url: 'https://www.verksamt.se/' },
      {
        label: 'Skatteverket: F-skatt och preliminärskatt',
        url: 'https://www.skatteverket.se/foretag/drivaforetag/startaochregistrera/fochfaskatt.4.58d555751259e4d661680006355.html',
      },
    ],
  },
  {
    id: 'prissattning',
    title: 'Prissättning: så räknar du fram ett pris som räcker',
    group: 'affarsplan',
    category: 'Ekonomi',
    teaser:
      'Många nya företagare tar för lite betalt. Här är tre sätt att sätta pris, ett räknat exempel på timpris och vad du behöver veta om moms och prismodeller.',
    reviewed: '2026-11-13',
    sources: [
      { label: 'Skatteverket: momssatser', url: 'https://www.skatteverket.se/' },
      { label: 'verksamt.se: prissättning och kalkyl', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'finansiering-nytt-foretag',
    title: 'Finansiering: så får du pengar till ditt nya företag',
    group: 'affarsplan',
    category: 'Finansiella tjänster',
    teaser:
      'Egna pengar, banklån, Almi, bidrag eller investerare: här är en översikt över de vanligaste sätten att finansiera en start och vad som passar i olika lägen.',
    reviewed: '2026-11-13',
    sources: [
      { label: 'verksamt.se: finansiering och stöd', url: 'https://www.verksamt.se/' },
      {
        label: 'Arbetsförmedlingen: stöd till start av näringsverksamhet',
        url: 'https://arbetsformedlingen.se/',
      },
    ],
  },
  {
    id: 'marknadsforingsplan',
    title: 'Marknadsföringsplan: nå kunderna med digitala verktyg',
    group: 'affarsplan',
    category: 'Teknologi',
    teaser:
      'En marknadsföringsplan beskriver mål, budskap, kanaler och budget. Så väljer du rätt digitala kanaler, mäter resultatet och följer reglerna för cookies och e-postreklam.',
    reviewed: '2026-10-30',
    sources: [{ label: 'verksamt.se: marknadsföring och regler', url: 'https://www.verksamt.se/' }],
  },
  {
    id: 'affarsmodeller',
    title: 'Affärsmodeller: så tjänar ditt företag pengar',
    group: 'affarsplan',
    category: 'Trender',
    teaser:
      'Abonnemang, plattformar och cirkulära modeller blir allt vanligare. Här är de vanligaste affärsmodellerna, trenderna bakom dem och hur du väljer rätt för ditt företag.',
    reviewed: '2026-10-30',
    sources: [
      {
        label: 'Skatteverket: digitala plattformar och moms inom EU',
        url: 'https://www.skatteverket.se/',
      },
      { label: 'verksamt.se: utveckla ditt företag', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'pitcha-for-investerare',
    title: 'Pitcha för investerare: så övertygar du',
    group: 'affarsplan',
    category: 'Investment',
    teaser:
      'En pitch ska på några minuter visa problemet, lösningen, teamet och vad investeraren får. Här är strukturen, tipsen och vad som händer efter ett ja.',
    reviewed: '2026-11-18',
    sources: [
      { label: 'Bolagsverket: nyemission i aktiebolag', url: 'https://bolagsverket.se/' },
      { label: 'verksamt.se: finansiering', url: 'https://www.verksamt.se/' },
    ],
  },
];
