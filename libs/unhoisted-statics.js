// Stands in for hoist-non-react-statics in the shell's build. The shell shares @emotion/react
// eagerly and whole (a shared package keeps every export), so emotion's withTheme came with it, and
// with withTheme hoist-non-react-statics and react-is: 0.9 KB gzipped on every page for a
// higher-order component no app uses. Using one now fails loudly instead of losing its statics.
export default function hoistNonReactStatics() {
  throw new Error("emotion's withTheme is not available: use the useTheme hook (libs/unhoisted-statics.js)");
}
