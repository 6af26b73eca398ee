// Types of stand-in-sites.mjs, for the API's TypeScript tests.

export declare const DISALLOWED_PREFIXES: string[];
export declare const ENGLISH_PRIVACY: string[];
export declare const ARABIC_PRIVACY: string[];

export interface SiteVariant {
  discovery: 'footer' | 'hreflang' | 'switch';
  pdf: boolean;
  busy: boolean;
  cookieSection: boolean;
  banner: boolean;
}

export interface StandInSite {
  n: number;
  url: string;
  hostPort: string;
  variant: SiteVariant;
}

export interface StandInRequest {
  site: number;
  path: string;
  userAgent: string;
  start: number;
  end: number;
  status: number;
  disallowed: boolean;
}

export interface StandInSites {
  sites: StandInSite[];
  allowHosts: string[];
  requests: StandInRequest[];
  disallowedRequests(): number;
  maxInFlight(): number;
  close(): Promise<void>;
}

export declare function siteVariant(n: number): SiteVariant;
export declare function noticePdf(lines: string[], options?: { lang?: string; title?: string; drawOrder?: 'reading' | 'left-to-right' }): Promise<Buffer>;
export declare function startStandInSites(options?: { count?: number; first?: number; latencyMs?: number }): Promise<StandInSites>;
