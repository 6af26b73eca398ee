/** Which cookies are optional: third parties', and first-party analytics and advertising tags; never a consent manager's or a session's. */
import { classifyCookie, siteOf } from '../src/cookies.js';

const kindOf = (name: string, domain: string, page = 'www.example.com.sa') => classifyCookie({ name, domain }, page);

test('the site a host belongs to is its registrable domain (ICANN suffixes: com.sa, gov.sa...)', () => {
  expect(siteOf('www.example.com.sa')).toBe('example.com.sa');
  expect(siteOf('.example.com.sa')).toBe('example.com.sa');
  expect(siteOf('shop.example.sa')).toBe('example.sa');
  expect(siteOf('www.moh.gov.sa')).toBe('moh.gov.sa');
  expect(siteOf('127.0.0.1')).toBe('127.0.0.1');
  expect(siteOf('localhost')).toBe('localhost');
});

test.each(['_ga', '_ga_ABC123', '_gid', '_gat_UA-1', '_gcl_au', '_fbp', '_fbc', '_hjSessionUser_123', '_clck', '_clsk', '_uetsid', '_uetvid', 'mp_abc_mixpanel', 'ajs_anonymous_id', '_tt_enable_cookie', 'IDE', 'NID', 'test_cookie'])(
  'first-party %s is an analytics or advertising tag: optional',
  (name) => {
    expect(kindOf(name, '.example.com.sa')).toEqual({ name, domain: '.example.com.sa', thirdParty: false, kind: 'optional' });
  },
);

test.each(['PHPSESSID', 'JSESSIONID', 'sid', 'cart', 'lang', 'XSRF-TOKEN', 'OptanonConsent', 'OptanonAlertBoxClosed', 'CookieConsent', 'cookieyes-consent', 'didomi_token', 'cmplz_banner-status', 'osano_consentmanager'])(
  'first-party %s is essential',
  (name) => {
    expect(kindOf(name, 'www.example.com.sa').kind).toBe('essential');
  },
);

test('a cookie of another site is third-party and optional, unless it is a consent manager or bot protection cookie', () => {
  expect(kindOf('IDE', '.doubleclick.net')).toEqual({ name: 'IDE', domain: '.doubleclick.net', thirdParty: true, kind: 'optional' });
  expect(kindOf('uid', 'tracker.example')).toMatchObject({ thirdParty: true, kind: 'optional' });
  expect(kindOf('__cf_bm', '.cdn.example.net')).toMatchObject({ thirdParty: true, kind: 'essential' });
  expect(kindOf('OptanonConsent', '.cookielaw.org')).toMatchObject({ thirdParty: true, kind: 'essential' });
  // A subdomain is the same site.
  expect(kindOf('uid', '.shop.example.com.sa')).toMatchObject({ thirdParty: false, kind: 'essential' });
});
