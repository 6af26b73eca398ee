export { useApiQuery, type ApiAnswer } from './api-query';
