/** .dockerignore as Docker applies it: the smoke's reading (infra/smoke), which copies the build context by it. */
export { dockerignore } from '../../smoke/dockerignore.js';
