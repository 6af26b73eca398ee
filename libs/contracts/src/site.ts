/** Product and company facts shown across the site. */
export const SITE = {
  productName: 'Mizan',
  productTagline: 'Expert-Trained AI for Data Privacy Compliance',
  companyName: 'Mizan Privacy, Inc.',
} as const;

/** The site's share image (Open Graph, Twitter card), served beside the shell (shell/public). */
export const SHARE_IMAGE_PATH = '/og-image.png';

/** Window events between remotes (marketing-ksa-pilot.md §2). */
export const WINDOW_EVENTS = { openAssessment: 'openAssessment' } as const;
