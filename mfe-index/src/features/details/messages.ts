/** The detailed-analysis page's texts, word for word from index-blog-admin.md §2.4 and §8. */
export const DETAILS_MESSAGES = {
  back: 'Back to Company Overview',
  subtitle: 'Detailed PDPL Compliance Analysis',
  breakdown: 'Complete breakdown of all 19 PDPL compliance dimensions',
  loading: 'Loading...',
  errorTitle: 'Error Loading Data',
  errorBody: 'Unable to load detailed dimension data. Please try again later.',
  /** Internal log message (§8). */
  errorLog: 'Failed to fetch detailed data',
} as const;
