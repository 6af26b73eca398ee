import { CSRF_HEADER, type ApiErrorBody, type EditionFileError } from '@pdpl/contracts';
import { documentLocale } from './i18n/locale';
import { getRuntimeConfig } from './runtime-config';

/** A failed API call, carrying the server's error code and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** A refused edition file: every error, by row and column. */
    readonly rows?: EditionFileError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The session's CSRF token, learnt from sign-in and session responses; sent on every state change. */
let csrfToken: string | null = null;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

function requestHeaders(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if ((options.method ?? 'GET') !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
  return headers;
}

/** On an Arabic page every request names its locale, so the API answers its messages in Arabic. */
function localized(url: string): string {
  const locale = documentLocale();
  return locale === 'en' ? url : `${url}${url.includes('?') ? '&' : '?'}locale=${locale}`;
}

/** The address of an API resource for a link (a download), in the page's language like every request. */
export function apiUrl(path: string): string {
  return localized(`${getRuntimeConfig().apiBaseUrl}${path}`);
}

/** Sends one request and reads the JSON answer: the CSRF token it carries is kept, failures become ApiError. */
async function send<T>(path: string, init: RequestInit): Promise<T> {
  const { apiBaseUrl } = getRuntimeConfig();
  let res: Response;
  try {
    // Revalidated every time (an ETag's 304 costs a round trip, no body): a publication or
    // withdrawal shows at once, never a few seconds later from the browser's cache.
    res = await fetch(localized(`${apiBaseUrl}${path}`), { ...init, credentials: 'include', cache: 'no-cache' });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', 'The server could not be reached. Check your connection and try again.');
  }
  if (res.status === 204) return undefined as T;
  const payload = await res.json().catch(() => null);
  if (payload && typeof payload === 'object' && 'csrfToken' in payload) csrfToken = (payload as { csrfToken: string | null }).csrfToken;
  if (!res.ok) {
    const err = (payload as ApiErrorBody | null)?.error;
    throw new ApiError(res.status, err?.code ?? 'HTTP_ERROR', err?.message ?? `Request failed (HTTP ${res.status})`, err?.fields, err?.rows);
  }
  return payload as T;
}

/** The one way the browser talks to services/api: JSON in, JSON out, errors as ApiError. */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return send<T>(path, {
    method: options.method ?? 'GET',
    headers: requestHeaders(options),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/** POSTs a file as the raw body (e.g. an edition as text/csv), with the CSRF token; JSON answer as apiRequest. */
export function apiUpload<T>(path: string, body: Blob | string, contentType: string, signal?: AbortSignal): Promise<T> {
  const headers = { ...requestHeaders({ method: 'POST' }), 'Content-Type': contentType };
  return send<T>(path, { method: 'POST', headers, body, signal });
}
