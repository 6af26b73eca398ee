// Jest transform for the message files of components rendered in tests (jest.config.cjs names them):
// each ICU message compiled to Lingui's form as the build does (libs/messages.vite.js), so a
// component shows in a test the texts it shows in the browser. A message that does not parse fails
// the test, naming its key.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

const SELF = readFileSync(__filename, 'utf8');

module.exports = {
  getCacheKey: (source, file) => createHash('sha1').update(SELF).update(file).update(source).digest('hex'),
  process(source, file) {
    const compiled = {};
    for (const [key, message] of Object.entries(JSON.parse(source))) {
      try {
        compiled[key] = compileMessageOrThrow(message);
      } catch (err) {
        throw new Error(`${file}: message "${key}" is not valid ICU: ${err.message}`, { cause: err });
      }
    }
    return { code: JSON.stringify(compiled) };
  },
};
