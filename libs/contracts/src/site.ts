/** Product and company facts shown across the site. */
export const SITE = {
  productName: 'Mizan',
  productTagline: 'Expert-Trained AI for Data Privacy Compliance',
  companyName: 'Mizan Privacy, Inc.',
  productNameAr: 'ميزان',
  productTaglineAr: 'ذكاء اصطناعي مدرَّب على يد خبراء للامتثال لخصوصية البيانات',
} as const;

/** The site's share image (Open Graph, Twitter card), served beside the shell (shell/public). */
export const SHARE_IMAGE_PATH = '/og-image.png';

/** The self-hosted Arabic face, served beside the shell and preloaded on Arabic pages only. */
export const ARABIC_FONT_PATH = '/fonts/ibm-plex-sans-arabic-400.woff2';

/** Window events between remotes (marketing-ksa-pilot.md §2). */
export const WINDOW_EVENTS = { openAssessment: 'openAssessment' } as const;
