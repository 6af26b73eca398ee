// bulletproof-react's rule for feature folders: inside an app (the shell or a remote), code of one
// feature (src/features/<name>/) never imports from another feature; what two features share goes
// to the app's src/shared/ or to a library. Import paths are resolved against the importing file,
// so `../../leads/...` and `../leads/...` are caught alike, at any depth.
import path from 'node:path';

const FEATURE = /[\\/](shell|mfe-[^\\/]+)[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports from one feature folder into another inside an app' },
    messages: {
      crossFeature: "The feature '{{from}}' imports from the feature '{{to}}': move what both use to src/shared/ or a library.",
    },
    schema: [],
  },
  create(context) {
    const own = FEATURE.exec(context.filename);
    if (!own) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = FEATURE.exec(`${path.resolve(path.dirname(context.filename), source.value)}${path.sep}`);
      if (target && target[1] === own[1] && target[2] !== own[2]) {
        context.report({ node: source, messageId: 'crossFeature', data: { from: own[2], to: target[2] } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
