/** A Dockerfile read as its instructions, grouped by build stage: the smoke's reading (infra/smoke), which assembles the images by it. */
export { copyParts, finalStage, instructionsOf, parseDockerfile } from '../../smoke/dockerfile.js';
