import { BLOG_ARTICLE_SLUGS, blogLongPath, blogShortPath } from '@pdpl/contracts';
import checkboxJpg from '../../assets/blog/checkbox-to-culture.jpg';
import checkboxWebp from '../../assets/blog/checkbox-to-culture.webp';
import earlyJpg from '../../assets/blog/early-compliance.jpg';
import earlyWebp from '../../assets/blog/early-compliance.webp';
import hiddenJpg from '../../assets/blog/hidden-costs.jpg';
import hiddenWebp from '../../assets/blog/hidden-costs.webp';
import proveJpg from '../../assets/blog/prove-pdpl-compliance.jpg';
import proveWebp from '../../assets/blog/prove-pdpl-compliance.webp';
import salesJpg from '../../assets/blog/sales-marketing-pdpl.jpg';
import salesWebp from '../../assets/blog/sales-marketing-pdpl.webp';
import leadersJpg from '../../assets/blog/smart-leaders.jpg';
import leadersWebp from '../../assets/blog/smart-leaders.webp';
import uaeJpg from '../../assets/blog/uae-ai-adoption.jpg';
import uaeWebp from '../../assets/blog/uae-ai-adoption.webp';
import webinarJpg from '../../assets/blog/webinar-recap.jpg';
import webinarWebp from '../../assets/blog/webinar-recap.webp';

type Slug = (typeof BLOG_ARTICLE_SLUGS)[number]['slug'];

/** A blog article's card data (spec §3 "Blog article"); the body loads on demand. */
export interface Article {
  id: Slug;
  title: string;
  excerpt: string;
  image: { src: string; webpSrc: string; alt: string };
  author: string;
  /** dd/mm/yyyy, as the spec shows dates. */
  date: string;
  categories: string[];
  /** The long legacy path the listing links to (spec §2 "Blog listing"). */
  readMoreUrl: string;
  shortPath: string;
  keywords: string;
}

type ArticleData = Omit<Article, 'readMoreUrl' | 'shortPath'>;

const DATA: ArticleData[] = [
  {
    id: 'checkbox-to-culture',
    title: 'From Checkbox to Culture: How to Build a Data Privacy-First Company',
    excerpt:
      'Policies signed once a year do not protect anyone. How Saudi organisations turn PDPL obligations into habits that product, HR and marketing teams keep without being chased.',
    image: { src: checkboxJpg, webpSrc: checkboxWebp, alt: 'A ticked checkbox leading to a group of people' },
    author: 'Sara Al-Mutairi, Head of Privacy Research',
    date: '09/07/2025',
    categories: ['Privacy Culture', 'PDPL'],
    keywords: 'privacy culture, PDPL, privacy by design, DPO, Saudi Arabia',
  },
  {
    id: 'uae-ai-adoption',
    title: 'UAE AI Adoption Is Outpacing PDPL Readiness: Is KSA Next?',
    excerpt:
      'Gulf organisations are deploying AI faster than they are updating their privacy programmes. What the gap looks like, and how Saudi teams can close it before SDAIA asks.',
    image: { src: uaeJpg, webpSrc: uaeWebp, alt: 'Two sets of rising bars, one growing much faster than the other' },
    author: 'Omar Haddad, Privacy Counsel',
    date: '25/06/2025',
    categories: ['AI Governance', 'GCC'],
    keywords: 'AI adoption, UAE, KSA, PDPL readiness, AI governance, SDAIA',
  },
  {
    id: 'prove-pdpl-compliance',
    title: 'How Do You Prove PDPL Compliance in KSA?',
    excerpt:
      'Accountability means evidence. The records, assessments and logs that show SDAIA your programme works, and how to keep them current without a documentation team.',
    image: { src: proveJpg, webpSrc: proveWebp, alt: 'A document with a seal of approval' },
    author: 'Sara Al-Mutairi, Head of Privacy Research',
    date: '11/06/2025',
    categories: ['Accountability', 'PDPL'],
    keywords: 'prove PDPL compliance, RoPA, DPIA, evidence, accountability, SDAIA',
  },
  {
    id: 'sales-marketing-pdpl',
    title: 'What PDPL Compliance Really Means for Sales and Marketing Teams in Saudi Arabia',
    excerpt:
      'Consent, direct marketing, lead lists and CRM hygiene: the PDPL rules that touch revenue teams every day, explained without legal jargon.',
    image: { src: salesJpg, webpSrc: salesWebp, alt: 'A megaphone beside a consent switch' },
    author: 'Omar Haddad, Privacy Counsel',
    date: '28/05/2025',
    categories: ['Marketing', 'Consent'],
    keywords: 'PDPL marketing, consent, direct marketing, CRM, sales, Saudi Arabia',
  },
  {
    id: 'webinar-recap',
    title: 'May 5th Webinar Recap: Running PDPL Programmes with AI Agents',
    excerpt:
      'Highlights from our May 5th session with DPOs from banking, healthcare and retail: what they automated first, what they kept human, and the questions the audience asked.',
    image: { src: webinarJpg, webpSrc: webinarWebp, alt: 'A video call screen with a speaker and chat messages' },
    author: 'Mizan Editorial Team',
    date: '08/05/2025',
    categories: ['Events', 'AI Governance'],
    keywords: 'PDPL webinar, AI agents, DPO, DSAR, DPIA, recap',
  },
  {
    id: 'smart-leaders',
    title: 'How Smart Leaders Stay Ahead on Data Privacy Compliance',
    excerpt:
      'Boards and executives in the Kingdom are asking sharper privacy questions. Five habits of leaders who treat PDPL as a management system rather than a project.',
    image: { src: leadersJpg, webpSrc: leadersWebp, alt: 'A compass pointing the way ahead' },
    author: 'Khalid Al-Zahrani, Advisory Lead',
    date: '23/04/2025',
    categories: ['Leadership', 'Governance'],
    keywords: 'privacy leadership, board, governance, PDPL, compliance strategy',
  },
  {
    id: 'hidden-costs',
    title: "The Hidden Costs of Waiting to Comply with Saudi Arabia's PDPL",
    excerpt:
      'Fines up to SAR 5 million are only the visible part. Delayed deals, rushed remediation and lost trust cost more, and grow every month a programme waits.',
    image: { src: hiddenJpg, webpSrc: hiddenWebp, alt: 'An hourglass beside growing stacks of coins' },
    author: 'Khalid Al-Zahrani, Advisory Lead',
    date: '09/04/2025',
    categories: ['Risk', 'PDPL'],
    keywords: 'PDPL fines, cost of non-compliance, SAR 5 million, enforcement, risk',
  },
  {
    id: 'early-compliance',
    title: 'The Case for Early Compliance with KSA’s Personal Data Protection Law',
    excerpt:
      'Organisations that built their PDPL programmes early now answer regulators, auditors and customers in days. The business case, with a 90-day starting plan.',
    image: { src: earlyJpg, webpSrc: earlyWebp, alt: 'A shield with a rising arrow' },
    author: 'Sara Al-Mutairi, Head of Privacy Research',
    date: '19/03/2025',
    categories: ['Strategy', 'PDPL'],
    keywords: 'early compliance, PDPL, personal data protection law, KSA, business case',
  },
];

/** The eight articles in the spec's order, newest first; the listing features the first. */
export const ARTICLES: Article[] = DATA.map((a) => {
  const slugs = BLOG_ARTICLE_SLUGS.find((s) => s.slug === a.id);
  if (!slugs) throw new Error(`No route for article ${a.id}`);
  return { ...a, readMoreUrl: blogLongPath(slugs.longSlug), shortPath: blogShortPath(slugs.slug) };
});

/** Finds the article a path names, by its short or its long path. */
export function articleForPath(pathname: string): Article | undefined {
  return ARTICLES.find((a) => a.shortPath === pathname || a.readMoreUrl === pathname);
}
