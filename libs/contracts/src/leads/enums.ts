export const WAITLIST_POSITIONS = [
  'Chief Privacy Officer',
  'IT Leader',
  'Data Protection Officer',
  'Member of Data Privacy Team',
  'Data Privacy Consultant',
  'Data Privacy Lawyer',
  'Regulator',
  'Other',
] as const;

export const COMPANY_SIZES = ['1-10', '11-50', '51-500', '501-1000', '1001+'] as const;

export const SOLUTION_TIERS = ['CORE', 'PRO', 'ENTERPRISE', 'ALL'] as const;

export const NEWSLETTER_PREFERENCES = ['yes', 'no'] as const;

export const CONTACT_REASONS = [
  'Free PDPL Consultation',
  'Sales',
  'BOT- Implementation Services',
  'Partnership Opportunities',
  'Employment Opportunities',
  'Service Provider/Vendor',
  'Other',
] as const;

export const PILOT_POSITIONS = [
  'DPO',
  'Member of Privacy Compliance Team',
  'Data Privacy Consultant',
  'Data Privacy Lawyer',
  'Regulator',
  'Other',
] as const;

export const PILOT_EXPERIENCE = ['Less than 1 year', 'Between 1 - 3 years', 'Between 3 - 5 years', 'More than 5 years'] as const;

/** newsletter_subscriptions.source values (spec §3). */
export const NEWSLETTER_SOURCES = ['newsletter_page', 'pdpl_launch_notification'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];
