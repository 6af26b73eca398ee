// Chakra's and Zag's anatomy modules build every component's anatomy at load (`x.build()`,
// `x.extendWith(...)`), calls the bundler cannot prove pure, so a page using two anatomies carried
// all forty (~1 KB gzipped on every page). Declared pure, the unused ones are dropped.
const ANATOMY_MODULE = /anatomy\.m?js$/;
const ANATOMY_CALL = /=\s*(createAnatomy\(|[\w$]+\.(?:build|extendWith|parts)\()/g;

export function pureAnatomies() {
  return {
    name: 'pdpl-pure-anatomies',
    apply: 'build',
    transform(code, id) {
      if (!ANATOMY_MODULE.test(id.split('?')[0])) return null;
      return { code: code.replace(ANATOMY_CALL, '= /*#__PURE__*/ $1'), map: null };
    },
  };
}
