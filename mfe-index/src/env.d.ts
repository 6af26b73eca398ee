/** Stamped at build time from the BUILD_ID environment variable. */
declare const __BUILD_ID__: string;
