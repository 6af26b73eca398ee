export { apiQueryKey, RenderAheadProvider, useApiQuery, type ApiAnswer, type RenderAhead } from './api-query';
