import type { FeatureCard, PageLink, SiteImage, Testimonial } from './types';

/**
 * Static copy of the landing page's (/) sections that a prerendered page keeps as they are
 * (src/routes/-home/HomeSections.tsx): loaded only where / is drawn in the browser.
 */

export const FEATURES_HEADING = 'Det här hjälper vi dig med';

export const FEATURES: readonly FeatureCard[] = [
  {
    id: 'guider',
    title: 'Guider för varje steg',
    text: 'Runt hundra artiklar om allt från att välja företagsform till moms, bokföring och din första anställning. Varje text bygger på vad Skatteverket, Bolagsverket och verksamt.se säger och visar när den senast granskades.',
    link: { to: '/articles', label: 'Till artiklarna' },
  },
  {
    id: 'fakturera-utan-foretag',
    title: 'Fakturera utan eget företag',
    text: 'Vill du testa din idé innan du registrerar något? Med en faktureringstjänst som Faktureo kan du skicka faktura och få ut lön, utan F-skatt, momsregistrering eller bokföring.',
    link: {
      to: '/articles',
      hash: 'fakturera-utan-foretag',
      label: 'Så fakturerar du utan företag',
    },
  },
  {
    id: 'foretagslistan',
    title: 'Tio steg till ett färdigt företag',
    text: 'Företagslistan tar dig från affärsidé till första fakturan. Bocka av stegen i din egen takt, vi kommer ihåg var du var nästa gång du tittar in.',
    link: { to: '/foretagslistan', label: 'Öppna företagslistan' },
  },
];

export const TESTIMONIALS_HEADING = 'Det här säger våra läsare';

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Sara Nilsson',
    title: 'Grafisk formgivare, enskild firma i Malmö',
    description:
      'Jag hade skjutit upp det i ett år för att allt kändes krångligt. Med företagslistan tog jag ett steg i taget, och samma kväll hade jag skickat in ansökan om F-skatt och momsregistrering.',
    imageSrc: '/images/site/testimonial-sara.svg',
  },
  {
    name: 'Ahmed Karimi',
    title: 'Grundare av ett it-konsultbolag i Göteborg',
    description:
      'Jämförelsen mellan enskild firma och aktiebolag fick mig att räkna på riktigt i stället för att gissa. Jag valde aktiebolag och vet i dag varför.',
    imageSrc: '/images/site/testimonial-ahmed.svg',
  },
  {
    name: 'Linnea Berg',
    title: 'Frilansande copywriter i Umeå',
    description:
      'Jag fakturerade mina första uppdrag utan eget företag och startade firman först när jag visste att det bar. Artiklarna förklarade skillnaden enkelt och ärligt.',
    imageSrc: '/images/site/testimonial-linnea.svg',
  },
];

export const BLOG_TEASER = {
  heading: 'Företagsbloggen: erfarenheter från verkligheten',
  paragraphs: [
    'I bloggen skriver revisorer, jurister och företagare som har gjort resan själva. Här finns berättelser om första kunden, om att anställa för första gången och om vad man gör när en affär går snett.',
    'Artiklarna förklarar reglerna. Bloggen visar hur det ser ut när någon följer dem i vardagen.',
  ],
  link: { to: '/blog', label: 'Läs företagsbloggen' } satisfies PageLink,
  image: {
    src: '/images/site/blog.svg',
    alt: 'Illustration av en uppslagen anteckningsbok bredvid en kaffekopp och en bärbar dator.',
    width: 480,
    height: 360,
  } satisfies SiteImage,
} as const;

export const WHO_WE_ARE = {
  heading: 'Vilka är vi?',
  paragraphs: [
    'Startklar drivs av ett litet team i Göteborg med bakgrund inom redovisning, juridik och egen företagsamhet. Vi har själva stått där med en idé och en hög med blanketter, och vi vet hur skönt det är när någon förklarar vad som gäller på riktigt.',
    'Vi skriver för dig som funderar på att starta eget, för dig som precis har kommit igång och för dig som vill växa. Allt på sajten är gratis att läsa.',
  ],
  link: { to: '/about', label: 'Mer om oss' } satisfies PageLink,
  image: {
    src: '/images/site/vilka-ar-vi.svg',
    alt: 'Illustration av tre personer som sitter runt ett bord och planerar tillsammans.',
    width: 480,
    height: 360,
  } satisfies SiteImage,
} as const;
