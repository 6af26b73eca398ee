/**
 * Which cookies are optional (need the visitor's consent: PDPL Art. 5) and which are essential.
 * In order: a consent manager's own cookie (it stores the choice) or a site's security, load-balancing
 * or session cookie is essential wherever it is set; any other cookie of another site (a third
 * party: an advertiser, an analytics service, an embedded player) is optional; a first-party cookie
 * is optional when its name is a known analytics or advertising tag's, essential otherwise.
 */
import { getDomain } from 'tldts-icann';

export type CookieKind = 'essential' | 'optional';

export interface ObservedCookie {
  name: string;
  domain: string;
  thirdParty: boolean;
  kind: CookieKind;
}

/** Analytics and advertising tags that set first-party cookies: Google, Meta, Microsoft, Hotjar, Mixpanel, Segment, TikTok... */
const OPTIONAL_EXACT = new Set([
  '_ga', '_gid', '_gat', '_fbp', '_fbc', '_clck', '_clsk', '_uetsid', '_uetvid', 'IDE', 'NID', 'test_cookie', 'DSID', '__gads', '__gpi', '__gsas',
  'ANID', '1P_JAR', 'AEC', 'MUID', 'MR', '_ttp', 'ttcsid', '_scid', '_sctr', '_pin_unauth', '_pinterest_ct_ua', '_rdt_uuid', '_li_dcdm_c', 'li_fat_id', '_lfa',
  'hubspotutk', '__hstc', '__hssc', '__hssrc', '_mkto_trk', '__qca', '_parsely_visitor', '_ym_uid', '_ym_d', '_ym_isad', '_ym_visorc', 'amplitude_id',
  '_hp2_id', '_hp2_ses_props', '_cs_id', '_cs_s', '_cs_c', 'optimizelyEndUserId', '_vwo_uuid', '_vwo_uuid_v2', 'sc_is_visitor_unique', '_snaptr', '_twclid', 'muc_ads',
]);
const OPTIONAL_PREFIXES = [
  '_ga_', '_gat_', '_gcl_', '_gac_', '_dc_gtm_', '_hj', 'mp_', 'ajs_', '_tt_', '_uet', '__utm', '_pk_', '_ym_', 'AMP_', '_vis_opt_', '_vwo_', '_hp2_', '_cs_', '_fbc', '_fbp',
];

/** Consent managers' own cookies (the choice itself), and security, load-balancing and session cookies. */
const ESSENTIAL_EXACT = new Set([
  // OneTrust, Cookiebot, CookieYes, Didomi, Osano, Complianz, TrustArc, Usercentrics, Quantcast, IAB's strings.
  'OptanonConsent', 'OptanonAlertBoxClosed', 'CookieConsent', 'CookieConsentBulkSetting', 'cookieyes-consent', 'cky-consent', 'cookielawinfo-checkbox-necessary',
  'viewed_cookie_policy', 'didomi_token', 'euconsent-v2', 'euconsent', 'eupubconsent-v2', 'addtl_consent', 'usprivacy', 'osano_consentmanager', 'osano_consentmanager_uuid',
  'cmplz_banner-status', 'cmplz_consented_services', 'cmplz_policy_id', 'cmplz_functional', 'cmplz_preferences', 'cmplz_statistics', 'cmplz_marketing',
  'notice_behavior', 'notice_gdpr_prefs', 'notice_preferences', 'notice_poptime', 'cmapi_cookie_privacy', 'cmapi_gtm_bl', 'TAconsentID', 'TAsessionID', 'uc_settings',
  'uc_user_interaction', '__cmpconsentx', '__cmpcccx', 'cookie_consent', 'cookie-consent', 'cookieconsent_status', 'cookie_notice_accepted', 'gdpr', 'consent',
  // Bot protection, load balancers, sessions and CSRF tokens.
  '__cf_bm', 'cf_clearance', '__cfruid', '_cfuvid', '__cflb', 'AWSALB', 'AWSALBCORS', 'AWSALBTG', 'AWSALBTGCORS', 'ak_bmsc', 'bm_sv', 'bm_sz', 'bm_mi', '_abck',
  'PHPSESSID', 'JSESSIONID', 'ASP.NET_SessionId', 'ASPSESSIONID', 'connect.sid', 'laravel_session', 'XSRF-TOKEN', 'csrftoken', '_csrf', 'SERVERID', 'ARRAffinity',
  'ARRAffinitySameSite', 'TS01', 'BIGipServer', 'dtCookie', 'rxVisitor',
]);
const ESSENTIAL_PREFIXES = [
  'OptanonConsent', 'didomi_', 'cmplz_', 'cky-', 'cookieyes', 'osano_', 'uc_', 'incap_ses_', 'visid_incap_', 'nlbi_', 'BIGipServer', 'TS01', '__Host-', 'ASPSESSIONID', 'wp-settings',
];

const matches = (name: string, exact: Set<string>, prefixes: string[]) => exact.has(name) || prefixes.some((p) => name.startsWith(p));

/** The registrable domain a host belongs to (example.com.sa for www.example.com.sa); an IP address or a bare name is its own site. */
export function siteOf(host: string): string {
  const bare = host.replace(/^\./, '').replace(/^\[|\]$/g, '').toLowerCase();
  return getDomain(bare, { allowPrivateDomains: false }) ?? bare;
}

export function classifyCookie(cookie: { name: string; domain: string }, pageHost: string): ObservedCookie {
  const thirdParty = siteOf(cookie.domain) !== siteOf(pageHost);
  const { name, domain } = cookie;
  // The site's own cookies of no known tag (its session, its settings) are essential.
  const kind: CookieKind = matches(name, ESSENTIAL_EXACT, ESSENTIAL_PREFIXES)
    ? 'essential'
    : thirdParty || matches(name, OPTIONAL_EXACT, OPTIONAL_PREFIXES)
      ? 'optional'
      : 'essential';
  return { name, domain, thirdParty, kind };
}
