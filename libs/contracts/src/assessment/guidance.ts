import type { BLOG_ARTICLE_SLUGS } from '../blog/articles.js';
import type { AssessmentQuestionId } from './questions.js';

/**
 * What to do about each question answered "No": the gap in plain words, the actions that close it,
 * how urgent it is and the provisions it rests on. Kept beside the questions and reviewed with them;
 * the results view, the PDF report and the e-mail all read it from here (Arabic in messages/ar.json).
 */

/** The instruments a provision can come from, by the name a reader looks them up by. */
export const PROVISION_INSTRUMENTS = {
  pdpl: 'Personal Data Protection Law (PDPL)',
  regulations: 'PDPL Implementing Regulations',
  transfers: 'Regulation on Personal Data Transfer outside the Kingdom',
} as const;
export type ProvisionInstrument = keyof typeof PROVISION_INSTRUMENTS;

export interface Provision {
  instrument: ProvisionInstrument;
  /** The article number as the instrument numbers it. */
  article: number;
}

/**
 * 1: fix first (what the PDPL punishes most and harms people most: unlawful processing, sensitive
 * and children's data, breaches, transfers, security); 2: fix next (what SDAIA asks a controller to
 * show first: registration, a DPO, the record, notices, rights requests); 3: plan (what keeps
 * compliance up over time).
 */
export type AssessmentPriority = 1 | 2 | 3;

export const ASSESSMENT_PRIORITIES: Record<AssessmentPriority, { label: string; explanation: string }> = {
  1: {
    label: 'Priority 1: fix first',
    explanation:
      'Gaps where people can be harmed now and the law is strictest: processing without a lawful basis, sensitive and children’s data, security, breaches and transfers abroad. The PDPL’s fines reach SAR 5 million, doubled on repetition, and disclosing sensitive data unlawfully can lead to imprisonment.',
  },
  2: {
    label: 'Priority 2: fix next',
    explanation: 'The obligations SDAIA asks a controller to show first: registration, a data protection officer, the record of processing, privacy notices and answering data subjects.',
  },
  3: {
    label: 'Priority 3: plan',
    explanation: 'The controls that keep compliance up over time: impact assessments, processors, retention and training.',
  },
};

/** How the results order the gaps: stated on the results view and in the report. */
export const ASSESSMENT_PRIORITY_METHOD =
  'Gaps are ordered by priority, then in the order of the questions. Priority reflects how directly a gap can harm the people whose data you hold and how severely the PDPL treats it; it is a starting point for your plan, not legal advice.';

export type BlogArticleSlug = (typeof BLOG_ARTICLE_SLUGS)[number]['slug'];

export interface QuestionGuidance {
  gap: string;
  /** Two to four concrete actions, in the order to take them. */
  actions: readonly string[];
  priority: AssessmentPriority;
  provisions: readonly Provision[];
  /** Our blog article on the topic, where there is one. */
  article?: BlogArticleSlug;
}

const pdpl = (article: number): Provision => ({ instrument: 'pdpl', article });
const regulations = (article: number): Provision => ({ instrument: 'regulations', article });
const transfers = (article: number): Provision => ({ instrument: 'transfers', article });

export const ASSESSMENT_GUIDANCE: Record<AssessmentQuestionId, QuestionGuidance> = {
  ndgp_registration: {
    gap: 'You may be required to register as a controller on the National Data Governance Platform and have not done so.',
    actions: [
      'Check whether you must register: public entities, controllers whose main activity is processing personal data, and controllers that process sensitive data.',
      'Register on the National Data Governance Platform and keep the registration details up to date.',
      'Record who owns the registration and review it whenever your processing changes.',
    ],
    priority: 2,
    provisions: [regulations(34)],
  },
  dpo: {
    gap: 'No one is formally responsible for personal data protection.',
    actions: [
      'Appoint a data protection officer with a written mandate, enough time and a direct line to senior management.',
      'Publish how data subjects and SDAIA can contact the officer.',
      'Have the officer report on compliance to management at least every quarter.',
    ],
    priority: 2,
    provisions: [regulations(32)],
    article: 'checkbox-to-culture',
  },
  ropa: {
    gap: 'You cannot show SDAIA what personal data you process, why, and where it goes.',
    actions: [
      'List every processing activity with its purpose, data categories, recipients, retention period and transfers.',
      'Give each activity an owner who updates it when the processing changes.',
      'Review the whole record at least once a year and keep dated versions.',
    ],
    priority: 2,
    provisions: [pdpl(31), regulations(33)],
    article: 'prove-pdpl-compliance',
  },
  lawful_basis: {
    gap: 'Some processing may have no documented legal basis, which makes it unlawful.',
    actions: [
      'Map each processing purpose to its legal basis: consent, a contract, a legal obligation, a vital interest or a legitimate interest.',
      'Where consent is the basis, record when and how it was given and let people withdraw it as easily.',
      'Stop or change any processing for which no basis holds.',
    ],
    priority: 1,
    provisions: [pdpl(5), pdpl(6), regulations(11)],
    article: 'sales-marketing-pdpl',
  },
  privacy_notices: {
    gap: 'People are not clearly told, in Arabic, how you use their data.',
    actions: [
      'Write a privacy notice in Arabic (and English where you serve English speakers) stating the purpose, legal basis, recipients, retention and rights.',
      'Show it before or at the moment of collection on every form, app and channel.',
      'Review it whenever a processing activity changes.',
    ],
    priority: 2,
    provisions: [pdpl(12), pdpl(13)],
    article: 'sales-marketing-pdpl',
  },
  sensitive_data: {
    gap: 'Sensitive data may be processed without the stricter safeguards the PDPL requires.',
    actions: [
      'Identify where you hold health, genetic, credit, religious, criminal and other sensitive data.',
      'Limit access to the people who need it and log that access.',
      'Check that each use meets the stricter conditions for sensitive data, and assess its impact before it starts.',
    ],
    priority: 1,
    provisions: [pdpl(23), pdpl(24)],
  },
  dsar: {
    gap: 'You may not be able to answer data subjects’ requests within the 30 days the law allows.',
    actions: [
      'Set up one channel to receive requests and a way to verify who is asking.',
      'Write a procedure for each right: to be informed, to access, to correct and to destroy.',
      'Track every request against the 30-day deadline and keep a log of the answers.',
    ],
    priority: 2,
    provisions: [pdpl(4), pdpl(21)],
    article: 'hidden-costs',
  },
  dpia: {
    gap: 'High-risk processing may start without its risks being assessed.',
    actions: [
      'Define which processing needs an impact assessment: new technologies, large-scale or sensitive data, profiling.',
      'Assess the risks and the measures that reduce them before the processing starts, and record the decision.',
      'Revisit each assessment when the processing changes.',
    ],
    priority: 3,
    provisions: [pdpl(22), regulations(25)],
    article: 'prove-pdpl-compliance',
  },
  cross_border: {
    gap: 'Personal data may leave the Kingdom without the conditions the law sets for transfers.',
    actions: [
      'List every transfer abroad, including cloud and support providers.',
      'For each, confirm an adequacy decision or put appropriate safeguards in place, such as standard contractual clauses.',
      'Assess the risks of each transfer and keep the evidence.',
    ],
    priority: 1,
    provisions: [pdpl(29), transfers(5), transfers(7)],
  },
  breach_response: {
    gap: 'A personal data breach may not be detected and reported to SDAIA within 72 hours.',
    actions: [
      'Write an incident-response plan with named roles and the SDAIA notification steps.',
      'Test it with a tabletop exercise at least once a year.',
      'Keep a log of every incident and decide quickly whether affected individuals must be told.',
    ],
    priority: 1,
    provisions: [pdpl(20), regulations(24)],
    article: 'hidden-costs',
  },
  processor_management: {
    gap: 'Processors that handle data for you may not be bound by, or checked against, the PDPL.',
    actions: [
      'List the processors that handle personal data for you.',
      'Put contracts in place that bind each one to the PDPL and to your instructions.',
      'Check their compliance periodically, for example with a yearly questionnaire or audit.',
    ],
    priority: 3,
    provisions: [pdpl(8), regulations(17)],
  },
  retention_deletion: {
    gap: 'Personal data may be kept longer than its purpose requires.',
    actions: [
      'Set a retention period for each data category in a retention schedule.',
      'Destroy or anonymise data securely when its period ends, and keep proof that you did.',
      'Apply the schedule to backups and archives too.',
    ],
    priority: 3,
    provisions: [pdpl(18), regulations(8)],
  },
  training_accountability: {
    gap: 'Staff may not know their PDPL duties, and compliance may be hard to prove.',
    actions: [
      'Train everyone who handles personal data on the PDPL, by role, and refresh it every year.',
      'Keep evidence: approved policies, training records and management sign-offs.',
      'Assign an owner for each policy and review it on a schedule.',
    ],
    priority: 3,
    provisions: [pdpl(19), regulations(23)],
    article: 'checkbox-to-culture',
  },
  childrens_data: {
    gap: 'Data of children or people lacking full legal capacity may be processed without a guardian’s consent.',
    actions: [
      'Identify services and processing that involve children or people lacking full legal capacity.',
      'Obtain and record the consent of the legal guardian.',
      'Apply extra safeguards, such as collecting less data and restricting access.',
    ],
    priority: 1,
    provisions: [regulations(13)],
  },
  security_controls: {
    gap: 'Personal data may not be protected by appropriate security measures.',
    actions: [
      'Assess your controls against the National Cybersecurity Authority’s Essential Cybersecurity Controls.',
      'Put in place access control, encryption, logging and vulnerability management for systems holding personal data.',
      'Test and review the controls regularly and fix what the tests find.',
    ],
    priority: 1,
    provisions: [pdpl(19), regulations(23)],
  },
};

/**
 * A provision as a reader cites it: "PDPL Implementing Regulations, Article 24". `text` gives a
 * contracts text in the reader's language: a browser translator fills the placeholders from
 * `values`, the API's plain lookup leaves them to be filled here.
 */
export function provisionCitation(provision: Provision, text: (english: string, values?: Record<string, string>) => string = (english) => english): string {
  const values = { instrument: text(PROVISION_INSTRUMENTS[provision.instrument]), article: String(provision.article) };
  return text(PROVISION_CITATION, values).replace(/\{(instrument|article)\}/g, (_m, name: 'instrument' | 'article') => values[name]);
}

const PROVISION_CITATION = '{instrument}, Article {article}';
