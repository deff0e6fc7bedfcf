import { SRC } from '../articles/sources';
import { FACT_SOURCES } from '../factSources';
import type { BlogPostMeta, SiteImage } from '../types';
import {
  amiraHaddad,
  elinSandberg,
  johanEkstrom,
  karinLindqvist,
  mikaelStrand,
  oskarWiklund,
} from './authors';

/** Alt texts of the illustration motifs under public/images/blog/ (one motif per category). */
const MOTIFS = {
  'ide-till-succe':
    'Illustration av en glödlampa bredvid tre trappsteg som leder upp till en flagga.',
  anstallda: 'Illustration av tre personer vid ett bord med pratbubblor ovanför.',
  juridik: 'Illustration av ett undertecknat avtal med sigill, en penna och en sköld med hänglås.',
  ekonomi: 'Illustration av ett stapeldiagram med en stigande kurva och en hög med mynt.',
  trender: 'Illustration av en kalender och en pil som stiger uppåt.',
  solidaritet: 'Illustration av fyra små hus i rad under ett stort hjärta.',
  motgangar:
    'Illustration av en slingrande väg som går ner i en dal och upp mot en flagga, med en sol bakom kullarna.',
  borsen: 'Illustration av ett börsdiagram och ett paraply som skyddar en liten hög med mynt.',
  fordon: 'Illustration av en elektrisk skåpbil som laddas vid en laddstolpe.',
  tech: 'Illustration av en bärbar dator med en faktura på skärmen och små kort som svävar runt den.',
  miljo: 'Illustration av en planta i kruka med gröna blad och en sol i bakgrunden.',
  'driva-eget':
    'Illustration av ett skrivbord med bärbar dator, kaffemugg och anteckningsböcker under en klocka och ett fönster.',
} as const;

type Motif = keyof typeof MOTIFS;

/** One of the three colour variants of a motif: `/images/blog/<motif>-<variant>.svg`. */
function image(motif: Motif, variant: 1 | 2 | 3): SiteImage {
  return {
    src: `/images/blog/${motif}-${variant}.svg`,
    alt: MOTIFS[motif],
    width: 1200,
    height: 675,
  };
}

/** The blog posts, newest first. Each body lives in `bodies/<id>.txt`. */
export const blogPosts: readonly BlogPostMeta[] = [
  {
    id: 'satt-granser-ledighet-eget-foretag',
    title: 'Sätt gränser: så tar du ledigt när du driver eget',
    date: '2026-11-12',
    excerpt:
      'Ingen annan planerar din semester när du är din egen chef. Här är rutinerna som gör att du faktiskt vilar, utan att kunderna försvinner.',
    image: image('driva-eget', 3),
    category: 'Att driva eget',
    author: elinSandberg,
    sources: [SRC.sjukpenningEgenforetagare, SRC.egenavgifter],
  },
  {
    id: 'testa-affarsiden-innan-du-sager-upp-dig',
    title: 'Testa affärsidén innan du säger upp dig',
    date: '2026-10-27',
    excerpt:
      'Du behöver inte satsa allt för att veta om idén bär. Så testar du efterfrågan med riktiga kunder på kvällar och helger.',
    image: image('ide-till-succe', 2),
    category: 'Från idé till succé',
    author: amiraHaddad,
    sources: [SRC.fSkatt, SRC.startaAktiebolag, SRC.momsbefrielse],
  },
  {
    id: 'elektrisk-skapbil-for-hantverkare',
    title: 'Elektrisk skåpbil för hantverkaren: det här ska du räkna på',
    date: '2026-10-09',
    excerpt:
      'Räckvidd, laddning, lastvikt och moms: frågorna att ställa innan firmans nästa skåpbil blir en elbil.',
    image: image('fordon', 3),
    category: 'Fordon',
    author: oskarWiklund,
    sources: [SRC.ilForman],
  },
  {
    id: 'leda-litet-team-utan-flaskhals',
    title: 'Led ett litet team utan att bli flaskhalsen',
    date: '2026-09-22',
    excerpt:
      'När allt går via dig växer köerna och medarbetarna slutar ta initiativ. Så delar du ansvar i ett företag med tre till tio personer.',
    image: image('anstallda', 2),
    category: 'Anställda',
    author: elinSandberg,
    sources: [SRC.amlArbetsgivarensAnsvar, SRC.amlSystematisktArbetsmiljoarbete],
  },
  {
    id: 'fran-bolagets-konto-till-privat-sparande',
    title: 'Bolagets pengar och dina: vägen från överskott till privat sparande',
    date: '2026-09-04',
    excerpt:
      'Pengarna i aktiebolaget är inte dina förrän de har tagits ut på rätt sätt. Om lön, utdelning, låneförbudet och varför ordningen spelar roll.',
    image: image('borsen', 2),
    category: 'Börsen',
    author: johanEkstrom,
    sources: [
      FACT_SOURCES.famansforetag2026,
      SRC.ablVardeoverforing,
      SRC.ablVinstutdelning,
      SRC.ablLaneforbud,
    ],
  },
  {
    id: 'ai-i-smaforetaget',
    title: 'AI i småföretaget: tre sätt att spara tid och ett att vara försiktig med',
    date: '2026-08-18',
    excerpt:
      'AI-verktyg kan skriva utkast, sammanfatta och sortera åt dig. Men kunddata och skattefrågor kräver att du tänker efter först.',
    image: image('tech', 2),
    category: 'Tech',
    author: amiraHaddad,
    sources: [SRC.imyRattsligGrund],
  },
  {
    id: 'bli-mentor-for-en-nystartare',
    title: 'Bli mentor för en nystartare och lär dig själv något nytt',
    date: '2026-08-03',
    excerpt:
      'En timme i månaden kan spara en ny företagare månader av misstag. Så fungerar mentorskap, och vad du själv får tillbaka.',
    image: image('solidaritet', 2),
    category: 'Solidaritet',
    author: mikaelStrand,
    sources: [SRC.nyforetagarcentrum, SRC.almiLan],
  },
  {
    id: 'utbrand-som-egenforetagare',
    title: 'Utbränd som egenföretagare: tecknen jag inte ville se',
    date: '2026-07-14',
    excerpt:
      'Jag trodde att trötthet var priset för att driva eget. Om varningssignalerna, vägen tillbaka och vad jag gör annorlunda i dag.',
    image: image('motgangar', 2),
    category: 'Motgångar',
    author: mikaelStrand,
    sources: [SRC.sjukpenningEgenforetagare],
  },
  {
    id: 'prissatt-dina-tjanster',
    title: 'Prissätt dina tjänster utan att sälja dig billigt',
    date: '2026-06-25',
    excerpt:
      'Många nya konsulter räknar timpriset från sin gamla månadslön och glömmer avgifterna. Här är en enkel kalkyl som håller.',
    image: image('ekonomi', 2),
    category: 'Ekonomi',
    author: amiraHaddad,
    sources: [SRC.egenavgifter, SRC.arbetsgivaravgifter],
    article: {
      id: 'prissatta-din-tjanst',
      title: 'Räkna fram ditt timpris: ett exempel steg för steg',
    },
  },
  {
    id: 'nar-kunden-fragar-om-klimatavtrycket',
    title: 'När kunden frågar om klimatavtrycket',
    date: '2026-06-08',
    excerpt:
      'Allt fler kunder och upphandlare vill veta hur du arbetar med miljön. Så svarar du ärligt och konkret, utan tomma ord.',
    image: image('miljo', 2),
    category: 'Miljö',
    author: oskarWiklund,
    sources: [SRC.konsumentverketMarknadsforing],
  },
  {
    id: 'gdpr-i-det-lilla-foretaget',
    title: 'GDPR i det lilla företaget: fem saker att ordna i dag',
    date: '2026-05-20',
    excerpt:
      'Dataskyddsförordningen gäller även enmansföretaget med en kundlista. Här är de fem sakerna som ger mest trygghet för minst arbete.',
    image: image('juridik', 2),
    category: 'Juridik',
    author: johanEkstrom,
    sources: [SRC.imyRattsligGrund, SRC.imyIncident],
  },
  {
    id: 'en-vanlig-vecka-som-egenforetagare',
    title: 'En vanlig vecka som egenföretagare',
    date: '2026-05-04',
    excerpt:
      'Kundarbete, administration, försäljning och lite luft. Så ser en vecka ut när den är planerad, och varför fredagen är min viktigaste dag.',
    image: image('driva-eget', 1),
    category: 'Att driva eget',
    author: mikaelStrand,
    sources: [SRC.fSkatt, SRC.bfnEnskildaNaringsidkare],
  },
  {
    id: 'korjournal-som-haller',
    title: 'Körjournal som håller vid en granskning',
    date: '2026-04-16',
    excerpt:
      'En körjournal är tråkig att föra men dyr att sakna. Vad den ska innehålla, hur länge du sparar den och vanliga misstag.',
    image: image('fordon', 2),
    category: 'Fordon',
    author: karinLindqvist,
    sources: [SRC.ilForman],
  },
  {
    id: 'matmomsen-sanks-1-april-2026',
    title: 'Matmomsen sänks 1 april: så förbereder sig caféet och butiken',
    date: '2026-03-30',
    excerpt:
      'Från 1 april 2026 till och med 31 december 2027 är momsen på livsmedel 6 %. Restaurang och catering ligger kvar på 12 %, och det är gränsen där emellan som kräver eftertanke.',
    image: image('trender', 2),
    category: 'Trender',
    author: karinLindqvist,
    sources: [SRC.matmomsProp, SRC.ml12, SRC.kassaregister],
  },
  {
    id: 'e-faktura-for-smaforetag',
    title: 'E-faktura för småföretag: så kommer du igång',
    date: '2026-03-12',
    excerpt:
      'En pdf i ett mejl är inte en e-faktura. Vad skillnaden betyder, vilka kunder som kräver e-faktura och hur du kommer igång utan krångel.',
    image: image('tech', 1),
    category: 'Tech',
    author: karinLindqvist,
    sources: [SRC.diggEhandel, SRC.transaktionsrapportering],
  },
  {
    id: 'schyssta-villkor-for-underleverantorer',
    title: 'Schyssta villkor för underleverantörer lönar sig',
    date: '2026-02-24',
    excerpt:
      'Långa betaltider och otydliga beställningar slår hårdast mot de minsta. Så blir du en uppdragsgivare som de bästa underleverantörerna vill jobba med.',
    image: image('solidaritet', 1),
    category: 'Solidaritet',
    author: oskarWiklund,
    sources: [SRC.rantelagenDrojsmalsranta],
  },
  {
    id: 'forsta-aret-med-f-skatt',
    title: 'Första året med F-skatt: det ingen berättar',
    date: '2026-02-05',
    excerpt:
      'Preliminärskatt, egenavgifter och momsdeklarationer kommer tätare än du tror. Så undviker du en obehaglig överraskning när slutskatten kommer.',
    image: image('driva-eget', 2),
    category: 'Att driva eget',
    author: karinLindqvist,
    sources: [SRC.fSkatt, SRC.egenavgifter, SRC.momsbefrielse],
  },
  {
    id: 'det-har-andras-for-smaforetag-2026',
    title: 'Det här ändras för småföretag 2026',
    date: '2026-01-15',
    excerpt:
      'Sänkt matmoms, nya 3:12-regler och fler kunder som vill ha e-faktura. En översikt över året som kommer och vad du bör kontrollera.',
    image: image('trender', 1),
    category: 'Trender',
    author: johanEkstrom,
    sources: [SRC.transaktionsrapportering, SRC.konsumentverketMarknadsforing],
    article: { id: 'nytt-for-foretagare-2026', title: 'Nytt för dig som driver företag 2026' },
  },
  {
    id: 'overskott-i-aktiebolaget',
    title: 'Överskott i aktiebolaget: spara, buffra eller placera?',
    date: '2025-12-18',
    excerpt:
      'Bolaget går med vinst och pengarna växer på kontot. Här är vad du bör tänka på innan bolaget köper aktier eller fonder, och vilka risker som följer med.',
    image: image('borsen', 1),
    category: 'Börsen',
    author: karinLindqvist,
    sources: [FACT_SOURCES.famansforetag2026, SRC.rvPeriodiseringsfond],
  },
  {
    id: 'nar-storsta-kunden-forsvann',
    title: 'När den största kunden försvann',
    date: '2025-12-02',
    excerpt:
      'Sju av tio kronor kom från en enda kund. Sedan kom mejlet om att avtalet inte skulle förlängas. Om de första veckorna och vad som räddade företaget.',
    image: image('motgangar', 1),
    category: 'Motgångar',
    author: amiraHaddad,
    sources: [SRC.fSkatt],
  },
  {
    id: 'forsta-anstallningen-verklig-kostnad',
    title: 'Din första anställning: vad kostar den egentligen?',
    date: '2025-11-13',
    excerpt:
      'Lönen är bara början. Arbetsgivaravgifter, semester, pension och sjuklön gör att en anställd kostar betydligt mer än lönespecifikationen visar.',
    image: image('anstallda', 1),
    category: 'Anställda',
    author: elinSandberg,
    sources: [
      SRC.arbetsgivaravgifter,
      SRC.ungaProp,
      SRC.vaxaStod,
      SRC.semesterlagenSemesterdagar,
      SRC.semesterlagenSammaloneregeln,
      SRC.sjuklonelagenSjuklon,
    ],
  },
  {
    id: 'hallbarhet-utan-konsultbudget',
    title: 'Hållbarhet utan konsultbudget: börja med det du redan vet',
    date: '2025-10-28',
    excerpt:
      'Du behöver ingen stor rapport för att bli ett mer hållbart företag. Börja med dina fakturor, dina resor och dina inköp.',
    image: image('miljo', 1),
    category: 'Miljö',
    author: oskarWiklund,
    sources: [SRC.konsumentverketMarknadsforing],
  },
  {
    id: 'formansbil-eller-egen-bil',
    title: 'Förmånsbil eller egen bil i tjänsten?',
    date: '2025-10-09',
    excerpt:
      'Bilen är ofta företagarens största utgift efter lönen. Så skiljer sig förmånsbil, milersättning och bil i firman åt, och vad som brukar passa vem.',
    image: image('fordon', 1),
    category: 'Fordon',
    author: johanEkstrom,
    sources: [SRC.ilForman],
  },
  {
    id: 'likviditetsbudget-for-smaforetag',
    title: 'Likviditetsbudget: se pengarna innan de tar slut',
    date: '2025-09-25',
    excerpt:
      'Ett lönsamt företag kan ändå få slut på pengar. En enkel likviditetsbudget visar i förväg vilka månader som blir trånga.',
    image: image('ekonomi', 1),
    category: 'Ekonomi',
    author: karinLindqvist,
    sources: [SRC.fSkatt, SRC.arbetsgivaravgifter],
  },
  {
    id: 'skriftliga-avtal-med-kunder',
    title: 'Skriftliga avtal med kunder: det här bör alltid finnas med',
    date: '2025-09-15',
    excerpt:
      'Ett muntligt avtal gäller, men det är svårt att bevisa. Här är punkterna som gör ditt kundavtal tydligt för båda parter.',
    image: image('juridik', 1),
    category: 'Juridik',
    author: johanEkstrom,
    sources: [SRC.konsumentverketDistansavtal, SRC.imyRattsligGrund],
  },
  {
    id: 'fran-koksbordet-till-tolv-anstallda',
    title: 'Från köksbordet till tolv anställda: det jag skulle gjort annorlunda',
    date: '2025-09-03',
    excerpt:
      'Mitt första företag startade vid köksbordet med en begagnad dator och ett bokningssystem för frisörer. Tio år senare: lärdomarna jag önskar att någon hade gett mig.',
    image: image('ide-till-succe', 1),
    category: 'Från idé till succé',
    author: mikaelStrand,
    sources: [FACT_SOURCES.aktiekapitalProp, SRC.vaxaStod],
  },
];
