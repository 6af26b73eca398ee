import type { DimensionKey } from '@pdpl/contracts';
import type { DimensionTextSet } from './text-types.js';
import { NOTICE_TEXTS } from './texts-notice.js';
import { PROCESSING_TEXTS } from './texts-processing.js';
import { RIGHTS_TEXTS } from './texts-rights.js';

/** Templates for every one of the 19 dimensions (the type makes a missing key a compile error). */
export const DIMENSION_TEXTS: Record<DimensionKey, DimensionTextSet> = {
  ...NOTICE_TEXTS,
  ...PROCESSING_TEXTS,
  ...RIGHTS_TEXTS,
};
