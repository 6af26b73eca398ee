import { renderedRuleNames } from '../src/index.js';

describe("the rule names a rendered page's CSS holds (the app's style cache takes them as inserted)", () => {
  it('names each class and keyframes rule once, in order, as emotion names them', () => {
    const css =
      '.css-1svsvwq{display:flex;}.css-190dwvp{top:0;}@layer recipes{.css-190dwvp{gap:var(--chakra-spacing-1\\.5);}.css-190dwvp:is(:focus-visible, [data-focus-visible]){outline-width:2px;}}' +
      '@media screen and (min-width: 48rem){.css-449xa5{display:flex;}}@keyframes animation-b7n1on{from{opacity:0;}to{opacity:1;}}.css-v67zxb{animation:animation-b7n1on 1s;}';
    expect(renderedRuleNames(css)).toEqual(['1svsvwq', '190dwvp', '449xa5', 'animation-b7n1on', 'v67zxb']);
  });

  it('takes nothing from the design system’s own keyframes or from CSS without emotion rules', () => {
    expect(renderedRuleNames('@keyframes spin{0%{transform:rotate(0deg);}}.chakra-theme{color:red}')).toEqual([]);
  });
});
