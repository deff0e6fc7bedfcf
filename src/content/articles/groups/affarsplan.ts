import type { ArticleMeta } from '../../types';
import { SRC } from '../sources';

/** Group 'affarsplan' (Affärsplan): 12 articles. Bodies live in ../bodies/<id>.txt. */
export const affarsplanArticles: readonly ArticleMeta[] = [
  {
    id: 'affarsplan',
    title: 'Affärsplan: så skriver du en plan som håller',
    group: 'affarsplan',
    category: 'Ekonomi',
    teaser:
      'En affärsplan beskriver vad ditt företag ska göra, för vem och hur det ska bära sig. Här är delarna som brukar ingå och hur du gör planen användbar för dig själv och för banken.',
    reviewed: '2026-12-07',
    sources: [SRC.startaEgetStod],
    related: ['resultatbudget', 'likviditetsbudget', 'swot-analys'],
  },
  {
    id: 'affarside',
    title: 'Affärsidé: formulera och testa din idé',
    group: 'affarsplan',
    category: 'Innovation',
    teaser:
      'Affärsidén svarar på vilket behov du löser, för vilka kunder och hur. Så formulerar du den kort och tydligt, och så testar du den innan du satsar dina pengar.',
    reviewed: '2026-12-07',
    sources: [SRC.fSkatt],
    related: ['fran-affarside-till-forsta-kund', 'fakturera-utan-foretag'],
  },
  {
    id: 'marknadsanalys',
    title: 'Marknadsanalys och målgrupp: lär känna dina kunder',
    group: 'affarsplan',
    category: 'Forskning',
    teaser:
      'En marknadsanalys visar hur stor efterfrågan är och vilka dina kunder är. Så kombinerar du statistik, intervjuer och testförsäljning och beskriver din målgrupp.',
    reviewed: '2026-11-22',
    sources: [SRC.imyRattsligGrund, SRC.arsredovisningsguiden],
    related: ['konkurrentanalys', 'swot-analys'],
  },
  {
    id: 'konkurrentanalys',
    title: 'Konkurrentanalys: hitta din plats på marknaden',
    group: 'affarsplan',
    category: 'Forskning',
    teaser:
      'En konkurrentanalys visar vilka alternativ dina kunder har och var du kan skilja ut dig. Här är var du hittar informationen och hur du omsätter den i beslut.',
    reviewed: '2026-11-22',
    sources: [SRC.arlOffentliggorande, SRC.konsumentverketMarknadsforing],
    related: ['marknadsanalys', 'swot-analys'],
  },
  {
    id: 'swot-analys',
    title: 'SWOT-analys: från styrkor och hot till handling',
    group: 'affarsplan',
    category: 'Forskning',
    teaser:
      'En SWOT-analys ger överblick över styrkor, svagheter, möjligheter och hot. Så gör du analysen och, framför allt, så gör du den till konkreta åtgärder.',
    reviewed: '2026-11-22',
    sources: [SRC.startaEgetStod],
    related: ['affarsplan', 'konkurrentanalys'],
  },
  {
    id: 'resultatbudget',
    title: 'Resultatbudget: går företaget med vinst?',
    group: 'affarsplan',
    category: 'Ekonomi',
    teaser:
      'En resultatbudget ställer intäkterna mot kostnaderna och visar om verksamheten bär sig. Här är ett räknat exempel, skillnaden mellan företagsformerna och hur du räknar ut nollpunkten.',
    reviewed: '2026-11-22',
    sources: [SRC.egenavgifter, SRC.arbetsgivaravgifter, SRC.ilBolagsskatt],
    facts: ['egenavgift-full', 'arbetsgivaravgift-full', 'bolagsskatt'],
    related: ['likviditetsbudget', 'prissatta-din-tjanst', 'momsbefrielse'],
  },
  {
    id: 'likviditetsbudget',
    title: 'Likviditetsbudget: räcker pengarna varje månad?',
    group: 'affarsplan',
    category: 'Ekonomi',
    teaser:
      'Ett företag kan gå med vinst och ändå få slut på pengar. Med en likviditetsbudget ser du i förväg när pengarna kommer in och går ut, inklusive moms och preliminärskatt.',
    reviewed: '2026-11-22',
    sources: [SRC.fSkatt, SRC.arbetsgivardeklaration],
    related: ['resultatbudget', 'f-skatt-preliminarskatt', 'momsredovisning'],
  },
  {
    id: 'prissattning',
    title: 'Prissättning: metoder, prismodeller och moms i priset',
    group: 'affarsplan',
    category: 'Ekonomi',
    teaser:
      'Kostnad, marknad eller värde? Här är tre sätt att tänka kring pris, de vanligaste prismodellerna och vad du behöver veta om moms när du anger priset.',
    reviewed: '2026-12-07',
    sources: [SRC.mlNormalskattesats, SRC.konsumentverketMarknadsforing],
    facts: ['moms-normal', 'moms-12', 'moms-6', 'moms-livsmedel'],
    related: ['prissatta-din-tjanst', 'moms', 'momsbefrielse'],
  },
  {
    id: 'finansiering-nytt-foretag',
    title: 'Finansiering: så får du pengar till ditt nya företag',
    group: 'affarsplan',
    category: 'Investment',
    teaser:
      'Egna pengar, banklån, Almi, bidrag eller investerare: här är en översikt över de vanligaste sätten att finansiera en start och vad som passar i olika lägen.',
    reviewed: '2026-11-22',
    sources: [SRC.startaEgetStod, SRC.startaAktiebolag],
    facts: ['aktiekapital-minst'],
    related: ['pitcha-for-investerare', 'stod-och-radgivning'],
  },
  {
    id: 'marknadsforingsplan',
    title: 'Marknadsföringsplan: nå kunderna med digitala verktyg',
    group: 'affarsplan',
    category: 'Teknologi',
    teaser:
      'En marknadsföringsplan beskriver mål, budskap, kanaler och budget. Så väljer du rätt digitala kanaler, mäter resultatet och följer reglerna för kakor och e-postreklam.',
    reviewed: '2026-11-22',
    sources: [SRC.konsumentverketMarknadsforing, SRC.ptsKakor, SRC.imyRattsligGrund],
    related: ['hemsida-och-doman'],
  },
  {
    id: 'affarsmodeller',
    title: 'Affärsmodeller: så tjänar ditt företag pengar',
    group: 'affarsplan',
    category: 'Innovation',
    teaser:
      'Abonnemang, plattformar och cirkulära modeller blir allt vanligare. Här är de vanligaste affärsmodellerna, trenderna bakom dem och hur du väljer rätt för ditt företag.',
    reviewed: '2026-11-22',
    sources: [SRC.rvPlattformar],
    related: ['moms-eu-utlandet', 'affarside'],
  },
  {
    id: 'pitcha-for-investerare',
    title: 'Pitcha för investerare: så övertygar du',
    group: 'affarsplan',
    category: 'Investment',
    teaser:
      'En pitch ska på några minuter visa problemet, lösningen, teamet och vad investeraren får. Här är strukturen, tipsen och vad som händer efter ett ja.',
    reviewed: '2026-12-07',
    sources: [SRC.ablNyemission, SRC.startaAktiebolagBv],
    related: ['aktieagaravtal', 'finansiering-nytt-foretag'],
  },
];
