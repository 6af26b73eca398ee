// Used only by pages whose HTML arrived rendered: the server inlines it at the end of <body> in
// place of the shell's entry script (no request before the first paint) and lets it run by its
// hash in the CSP. The rendered page stays on screen but inert and hidden from assistive
// technology until the app takes over (about a second), so no click, key or screen-reader command reaches a copy
// without handlers; the app's scripts are requested once the page has painted, so on a slow
// connection they never compete with the page's own bytes. Without JavaScript none of this runs
// and the page stays fully usable.
(function () {
  var script = document.currentScript;
  var root = document.querySelector('[' + script.getAttribute('data-root-attribute') + ']');
  if (root) {
    root.setAttribute('inert', '');
    root.setAttribute('aria-hidden', 'true');
  }
  requestAnimationFrame(function () {
    setTimeout(function () {
      var entry = document.createElement('script');
      entry.type = 'module';
      entry.crossOrigin = '';
      entry.src = script.getAttribute('data-entry');
      document.head.appendChild(entry);
    }, 0);
  });
})();
