/**
 * The authority pages the dated facts (./facts.ts) rest on. A module of its own, so that what
 * cites these pages (the articles' source lists, the blog) does not load every fact with them.
 */
import type { SourceLink } from './types.ts';

const RIKSDAGEN_SFS =
  'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/';

/** The authority pages the facts rest on (found and checked 2026-11-22). */
export const FACT_SOURCES = {
  arbetsgivaravgifter: {
    label: 'Skatteverket: arbetsgivaravgifter',
    url: 'https://www.skatteverket.se/foretag/arbetsgivare/arbetsgivaravgifterochskatteavdrag/arbetsgivaravgifter.4.233f91f71260075abe8800020817.html',
  },
  ungaProp: {
    label: 'Riksdagen: prop. 2025/26:66 Tillfälligt nedsatta arbetsgivaravgifter för 19–23-åringar',
    url: 'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/proposition/tillfalligt-nedsatta-arbetsgivaravgifter-for_hd0366/html',
  },
  vaxaStod: {
    label: 'Skatteverket: ansök om växa-stöd',
    url: 'https://skatteverket.se/foretag/arbetsgivare/arbetsgivaravgifterochskatteavdrag/vaxastod/ansokomvaxastod.4.4a54dc8b19aa6175a151f63.html',
  },
  /**
   * 3 § lag (2023:748) om särskilt avdrag vid beräkning av egenavgifter och allmän löneavgift i
   * vissa fall (in force 1 January 2024, when it replaced 3 kap. 18 § socialavgiftslagen; 3 § as
   * amended by 2023:754 from 2026): 7,5 % of the avgiftsunderlag, at most 15 000 kr a year, from
   * the egenavgifter and the allmän löneavgift, never below the ålderspensionsavgift; only on
   * avgiftspliktig income of näringsverksamhet above 40 000 kr, and not for whoever has turned 67
   * at the start of the year or pays only the ålderspensionsavgift (text as consolidated
   * 2026-01-02, se-lex/sfs-processor data/md-markers/2023/sfs-2023-748-markers.md).
   */
  egenavgiftAvdragLag: {
    label:
      'Riksdagen: lag (2023:748) om särskilt avdrag vid beräkning av egenavgifter och allmän löneavgift i vissa fall, 3 §',
    url: `${RIKSDAGEN_SFS}lag-2023748-om-sarskilt-avdrag-vid-berakning-av_sfs-2023-748/#P3`,
  },
  egenavgifter: {
    label: 'Skatteverket: egenavgifter och schablonavdrag',
    url: 'https://www.skatteverket.se/foretag/drivaforetag/foretagsformer/enskildnaringsverksamhet/egenavgifter.4.361dc8c15312eff6fd1f678.html',
  },
  /**
   * 9 kap. mervärdesskattelagen, paragraph by rate (riksdagen.se anchors a paragraph as
   * #K<ch>P<n>): "Normalskattesatsen är 25 procent av beskattningsunderlaget (9 kap 2 § ML). I
   * 9 kap. 3-7 §§ ML regleras vilka transaktioner som omfattas av skattesatsen 12 procent. I
   * 9 kap. 8-18 §§ ML ... 6 procent" (Skatteverket's rättslig vägledning, edition 2024.2, 429414).
   */
  mlNormalskattesats: {
    label: 'Riksdagen: mervärdesskattelagen (2023:200) 9 kap. 2 §, skattesatsen 25 procent',
    url: `${RIKSDAGEN_SFS}mervardesskattelag-2023200_sfs-2023-200/#K9P2`,
  },
  ml12: {
    label: 'Riksdagen: mervärdesskattelagen (2023:200) 9 kap. 3–7 §§, skattesatsen 12 procent',
    url: `${RIKSDAGEN_SFS}mervardesskattelag-2023200_sfs-2023-200/#K9P3`,
  },
  ml6: {
    label: 'Riksdagen: mervärdesskattelagen (2023:200) 9 kap. 8–18 §§, skattesatsen 6 procent',
    url: `${RIKSDAGEN_SFS}mervardesskattelag-2023200_sfs-2023-200/#K9P8`,
  },
  /** The temporary food rate: 6 % from 1 April 2026 through 31 December 2027 (passed). */
  matmomsProp: {
    label: 'Riksdagen: prop. 2025/26:55 Tillfälligt sänkt mervärdesskatt på livsmedel',
    url: 'https://data.riksdagen.se/dokument/HD0355.html',
  },
  momsbefrielse: {
    label: 'Skatteverket: när du inte behöver registrera företaget för moms',
    url: 'https://www.skatteverket.se/foretag/moms/momsregistrering/ivissafallbehoverduinteregistreradittforetagformoms.4.3152d9ac158968eb8fd1efe.html',
  },
  /**
   * 4 §: 25 semesterdagar. Riksdagen's law pages anchor each paragraph as #P<n>, or #K<ch>P<n> in
   * a law with chapters, so a link can open the paragraph that backs the sentence.
   */
  semesterlagenSemesterdagar: {
    label: 'Riksdagen: semesterlagen (1977:480) 4 §, 25 semesterdagar',
    url: `${RIKSDAGEN_SFS}semesterlag-1977480_sfs-1977-480/#P4`,
  },
  /** 16 a §: sammalöneregeln, semestertillägg 0,43 % of the monthly salary per paid day. */
  semesterlagenSammaloneregeln: {
    label: 'Riksdagen: semesterlagen (1977:480) 16 a §, sammalöneregeln',
    url: `${RIKSDAGEN_SFS}semesterlag-1977480_sfs-1977-480/#P16a`,
  },
  /** 16 b §: procentregeln, 12 % of the semesterlönegrundande lön. */
  semesterlagenProcentregeln: {
    label: 'Riksdagen: semesterlagen (1977:480) 16 b §, procentregeln',
    url: `${RIKSDAGEN_SFS}semesterlag-1977480_sfs-1977-480/#P16b`,
  },
  sjuklon: {
    label: 'Försäkringskassan: om din medarbetare blir sjuk',
    url: 'https://www.forsakringskassan.se/arbetsgivare/sjukdom-och-skada/om-din-medarbetare-blir-sjuk',
  },
  sjuklonelagen: {
    label: 'Riksdagen: lag (1991:1047) om sjuklön 6 §, sjuklön och karensavdrag',
    url: `${RIKSDAGEN_SFS}lag-19911047-om-sjuklon_sfs-1991-1047/#P6`,
  },
  startaAktiebolag: {
    label: 'verksamt.se: starta aktiebolag',
    url: 'https://www.verksamt.se/starta/starta-och-registrera-ditt-foretag/aktiebolag',
  },
  aktiekapitalProp: {
    label: 'Riksdagen: prop. 2019/20:21 Lägre kapitalkrav för privata aktiebolag',
    url: 'https://data.riksdagen.se/dokument/H70321.html',
  },
  /** 65 kap. 10 § inkomstskattelagen: the tax rate of aktiebolag. */
  inkomstskattelagen: {
    label: 'Riksdagen: inkomstskattelagen (1999:1229) 65 kap. 10 §, skatten för aktiebolag',
    url: `${RIKSDAGEN_SFS}inkomstskattelag-19991229_sfs-1999-1229/#K65P10`,
  },
  bolagsverketAvgifter: {
    label: 'Bolagsverket: avgifter för aktiebolag',
    url: 'https://bolagsverket.se/sjalvservice/avgifter/avgifteraktiebolag.4358.html',
  },
  rotProp: {
    label: 'Riksdagen: prop. 2024/25:156 Tillfälligt höjd subventionsgrad för rotavdraget',
    url: 'https://data.riksdagen.se/dokument/HC03156.html',
  },
  beloppOchProcent2026: {
    label: 'Skatteverket: belopp och procent, inkomstår 2026',
    url: 'https://www.skatteverket.se/privat/skatter/beloppochprocent/2026.4.1522bf3f19aea8075ba21.html',
  },
  skattetabeller2026: {
    label: 'Skatteverket: teknisk beskrivning för skattetabeller 2026 (SKV 433)',
    url: 'https://www.skatteverket.se/download/18.1522bf3f19aea8075ba55c/1766385913260/teknisk-beskrivning-skv-433-2026-utgava-36.pdf',
  },
  jobbskatteavdragProp: {
    label:
      'Riksdagen: prop. 2025/26:32 Sänkt skatt på arbetsinkomster, pension och sjuk- och aktivitetsersättning',
    url: 'https://data.riksdagen.se/dokument/HD0332.html',
  },
  nyaRegler2026: {
    label: 'Skatteverket: nya lagar och regler 2026',
    url: 'https://www.skatteverket.se/omoss/pressochmedia/nyheter/2025/nyheter/nyalagarochregler2026.5.1522bf3f19aea8075ba32a2.html',
  },
  famansforetag2026: {
    label: 'Skatteverket: ändrade regler för fåmansföretag inför inkomstdeklarationen 2027',
    url: 'https://www.skatteverket.se/foretag/drivaforetag/foretagsformer/famansforetag/andradereglerinforinkomstdeklarationen2027.4.4a54dc8b19aa6175a152359.html',
  },
  /**
   * Where the visitor looks up the statslåneränta the räntedel needs (the dividend calculator
   * asks for it instead of stating a rate we could not confirm). Riksgälden sets it every week.
   */
  statslanerantan: {
    label: 'Riksgälden: statslåneräntan',
    url: 'https://www.riksgalden.se/sv/var-verksamhet/statslanerantan/',
  },
} as const satisfies Record<string, SourceLink>;
