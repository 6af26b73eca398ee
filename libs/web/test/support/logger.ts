import { createLogger } from '../../src/logger.js';

export const silentLogger = createLogger('test', 'silent');
