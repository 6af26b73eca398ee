// Used only by pages whose HTML arrived rendered (built minified: takeover-script.vite.js): the
// server inlines it at the end of <body> in place of the shell's entry script (no request before
// the first paint) and lets it run by its hash in the CSP. The rendered page stays on screen,
// readable and operable, until the app takes over (about a second): links to other pages work as
// links; a click or key on one of its controls (a button, a checkbox, a listbox, a disclosure, a
// link to a section of this page) is kept, starts the app at once, and is replayed on the same
// control once the app has taken over (shell/src/takeover/early-input.ts); what is typed in a field
// stays, so an early visitor loses nothing. Without JavaScript none of this runs and the page stays
// fully usable.
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
  // How long a kept section link waits for the app before it is followed as a plain link.
  var APP_GRACE_MS = 15000;
  function keep(control, key) {
    kept.push({ path: pathOf(control), tag: control.tagName, text: (control.textContent || '').trim(), key: key });
    start();
  }
  var ACTIONABLE =
    'a[href], button, summary, label, input, select, textarea, ' +
    '[role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"], [role="option"], [role="menuitem"]';
  var TYPED = /^(INPUT|SELECT|TEXTAREA)$/;
  if (root) {
    root.addEventListener(
      'click',
      function (event) {
        var control = event.target instanceof Element ? event.target.closest(ACTIONABLE) : null;
        if (!control || !root.contains(control)) return;
        if (control.matches('a[href]')) {
          // A link to a section of this same page is the app's to follow (it places the section as
          // the spec says); should the app never come, it is followed as a plain link.
          if (control.hash && control.pathname === location.pathname && control.origin === location.origin) {
            event.preventDefault();
            keep(control, null);
            setTimeout(function () {
              if (kept.length > 0) location.hash = control.hash;
            }, APP_GRACE_MS);
            return;
          }
          // The language switch keeps the choice as it does in the app, then the link goes on as a link.
          var remembered = control.getAttribute(script.getAttribute('data-remember-attribute'));
          if (remembered) document.cookie = script.getAttribute('data-locale-cookie').replace('LOCALE', remembered);
          return;
        }
        // A text field takes the focus and the typing as it is; the app takes over at once and keeps both.
        if (TYPED.test(control.tagName) && !/^(checkbox|radio|submit|button)$/.test(control.type)) return start();
        event.preventDefault();
        keep(control, null);
      },
      true,
    );
    // A key on a control that is not a field (a listbox's arrows, a tab's arrows, Escape) is kept as
    // well; Enter and Space on a native button arrive as its click, Tab moves the focus as usual.
    root.addEventListener(
      'keydown',
      function (event) {
        var control = event.target instanceof Element ? event.target.closest(ACTIONABLE) : null;
        if (!control || !root.contains(control) || control.matches('a[href]')) return;
        // Space on a check box acts on its key up, which may reach the live page once it has taken
        // over (a different element): the act is kept now, as the click it would be.
        if (event.key === ' ' && control.tagName === 'INPUT' && /^(checkbox|radio)$/.test(control.type)) {
          event.preventDefault();
          return keep(control, null);
        }
        if (TYPED.test(control.tagName)) return;
        if (event.key === 'Tab' || event.ctrlKey || event.metaKey || event.altKey) return;
        if ((event.key === 'Enter' || event.key === ' ') && /^(BUTTON|SUMMARY|LABEL)$/.test(control.tagName)) return;
        event.preventDefault();
        keep(control, event.key);
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
