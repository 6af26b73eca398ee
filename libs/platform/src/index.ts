export {
  analyticsConfigured,
  analyticsEnabled,
  configureAnalytics,
  startAnalytics,
  stopAnalytics,
  LARGE_RESOURCE_BYTES,
  PERFORMANCE_REPORT_DELAY_MS,
  rateWebVital,
  trackBusinessEvent,
  trackCtaClick,
  trackEvent,
  trackException,
  trackPageView,
  WEB_VITAL_THRESHOLDS,
  type CtaClick,
  type EventParams,
  type Rating,
} from './analytics';
export { ApiError, apiRequest, apiUpload, apiUrl } from './api-client';
export { fetchIndexSummary, indexSummaryPath } from './index-data/fetch-index-summary';
export { RequireRole, type RequireRoleProps } from './auth/RequireRole';
export { AuthProvider, useAuth, type AuthContextValue } from './auth/AuthProvider';
export {
  acceptSignIn,
  authStore,
  confirmTwoFactorSetup,
  refreshSession,
  signIn,
  signOut,
  startTwoFactorSetup,
  submitSecondFactor,
  type AuthState,
  type SignInResult,
} from './auth/auth-store';
export { requestSection, useRequestedSection } from './navigation/section-request';
export { createStore, type Store } from './store';
export { setPageMeta, usePageMeta, type PageMeta } from './page-meta';
export * from './router';
export { getRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';
export * from './i18n';
export { PageBoundary } from './page-boundary';
