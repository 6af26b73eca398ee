/**
 * Public index reads and open-data downloads: browsers and proxies may reuse an answer for a few
 * seconds, then revalidate it by ETag (a cheap 304), so a publish or withdrawal reaches every reader
 * within seconds as the analysts' workflow promises.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=5';
