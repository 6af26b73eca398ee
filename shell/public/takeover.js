// Used only by pages whose HTML arrived rendered: the server inlines it at the end of <body> in
// place of the shell's entry script (no request before the first paint) and lets it run by its
// hash in the CSP. The rendered page stays on screen, readable and operable, until the app takes
// over (about a second): links work as links; a click on one of its controls (a button, a checkbox,
// a disclosure) is kept, starts the app at once, and is replayed on the same control once the app
// has taken over (shell/src/takeover/early-input.ts), so an early visitor loses nothing. Without
// JavaScript none of this runs and the page stays fully usable.
(function () {
  var script = document.currentScript;
  var root = document.querySelector('[' + script.getAttribute('data-root-attribute') + ']');
  var kept = (window[script.getAttribute('data-early-input')] = []);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = script.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  // Where a control sits under the root: the app renders the same tree, so the same path finds it there.
  function pathOf(element) {
    var path = [];
    for (var node = element; node && node !== root; node = node.parentElement) path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    return path;
  }
  var ACTIONABLE = 'a[href], button, [role="button"], [role="tab"], [role="checkbox"], summary, label, input, select, textarea';
  var TYPED = /^(INPUT|SELECT|TEXTAREA)$/;
  if (root) {
    root.addEventListener(
      'click',
      function (event) {
        var control = event.target instanceof Element ? event.target.closest(ACTIONABLE) : null;
        if (!control || !root.contains(control) || control.matches('a[href]')) return;
        // A text field takes the focus and the typing as it is; the app takes over at once and keeps both.
        if (TYPED.test(control.tagName) && !/^(checkbox|radio|submit|button)$/.test(control.type)) return start();
        event.preventDefault();
        kept.push({ path: pathOf(control), tag: control.tagName, text: (control.textContent || '').trim() });
        start();
      },
      true,
    );
    root.addEventListener('focusin', function (event) {
      if (TYPED.test(event.target.tagName)) start();
    });
  }
  // Once the page's largest paint has been presented (the browser reports it): the app's requests
  // then neither compete with the page's own bytes nor count before its main content. Browsers that
  // report no such paint start after the first one, or the load event; a hidden tab paints nothing,
  // so a timer starts the app regardless.
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var paint = types.indexOf('largest-contentful-paint') >= 0 ? 'largest-contentful-paint' : types.indexOf('paint') >= 0 ? 'paint' : null;
  if (paint) {
    new PerformanceObserver(function () {
      setTimeout(start, 0);
    }).observe({ type: paint, buffered: true });
  } else {
    window.addEventListener('load', function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, 3000);
})();
