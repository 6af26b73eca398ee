// Used only by pages whose HTML arrived rendered: the server inlines it at the end of <body> in
// place of the shell's entry script (no request before the first paint) and lets it run by its
// hash in the CSP. The rendered page stays on screen but inert and hidden from assistive
// technology until the app takes over (about a second), so no click, key or screen-reader command
// reaches a copy without handlers. Without JavaScript none of this runs and the page stays fully
// usable.
(function () {
  var script = document.currentScript;
  var root = document.querySelector('[' + script.getAttribute('data-root-attribute') + ']');
  if (root) {
    root.setAttribute('inert', '');
    root.setAttribute('aria-hidden', 'true');
  }
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
