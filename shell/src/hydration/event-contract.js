// The event contract: inlined at the end of <body> of every page rendered ahead (built minified by
// event-contract.vite.js), in place of the shell's entry script, and allowed by its hash in the CSP.
// The painted page is the page: the app hydrates it in place. Until a part of it is hydrated, React
// cannot act on it (and drops a click on a part whose code has not arrived), so this keeps such
// clicks and keys, on the element they were made on, and replays each once that element is
// hydrated: the pattern of Google's JSAction and Angular's event replay. Native controls act at once
// and keep their state (a box ticks, a field keeps its text); once hydrated, the app adopts it.
// Links stay links. It also starts the app once the page has painted. Without JavaScript none of
// this runs and the page still reads and links as it should.
/* global CONTRACT_NAMES -- written in by its build */
(function () {
  var script = document.currentScript;
  // The names it shares with the app, written in by its build (event-contract.vite.js).
  var names = CONTRACT_NAMES;
  // What the visitor did, in order: a click or key to replay (`key`: null for a click), or a native
  // control whose state the app is to adopt (`adopt`).
  var kept = [];
  window[names.events] = kept;
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
  // Whether React has committed this element (hydrated or rendered it), so an event on it reaches
  // its handlers. React marks each element with its fiber as soon as it renders it, before the commit;
  // until then the fiber, or one above it, is still being placed or hydrated (flags 2 | 4096), and
  // React would find no target for the event: React's own test (getNearestMountedFiber).
  var PLACING = 2 | 4096;
  function hydrated(element) {
    var keys = Object.keys(element);
    var fiber = null;
    for (var i = 0; i < keys.length; i++) if (keys[i].lastIndexOf('__reactFiber$', 0) === 0) fiber = element[keys[i]];
    if (!fiber) return false;
    var node = fiber;
    if (fiber.alternate) {
      while (node.return) node = node.return;
      return node.tag === 3;
    }
    for (; node.return; node = node.return) if (node.flags & PLACING) return false;
    return node.tag === 3 && !(node.flags & PLACING);
  }
  var ACTIONABLE =
    'a[href], button, summary, label, input, select, textarea, ' +
    '[role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"], [role="option"], [role="menuitem"], [role="row"], tr';
  var NATIVE = /^(INPUT|SELECT|TEXTAREA|LABEL)$/;
  var CHECKABLE = /^(checkbox|radio)$/;
  var GIVE_UP_MS = 30000;
  var timer = null;
  // True while an act is replayed: its own events are the app's, not the visitor's.
  var replaying = false;

  // A check box or radio button of the design system shows its state by data-state: shown at once.
  function showChecked(input) {
    var group = input.type === 'radio' && input.name ? document.querySelectorAll('input[type="radio"][name="' + input.name + '"]') : [input];
    for (var i = 0; i < group.length; i++) {
      var root = group[i].closest('[data-scope="checkbox"][data-part="root"], [data-scope="radio-group"][data-part="item"]');
      if (!root) continue;
      var state = group[i].checked ? 'checked' : 'unchecked';
      var marked = [root].concat(Array.prototype.slice.call(root.querySelectorAll('[data-state]')));
      for (var j = 0; j < marked.length; j++) marked[j].setAttribute('data-state', state);
    }
  }

  // The app adopts what a native control holds: React hydrated it with its own value as the
  // default, so an input event (or a click, for a box) from that default tells it the visitor's.
  function adoptNative(control) {
    if (CHECKABLE.test(control.type)) {
      if (control.checked === control.defaultChecked) return;
      control.checked = control.defaultChecked;
      control.click();
      return;
    }
    var typed = control.value;
    if (control instanceof HTMLSelectElement || typed === control.defaultValue) return;
    var start = control.selectionStart;
    var end = control.selectionEnd;
    control.value = control.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value').set.call(control, typed);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    if (document.activeElement === control && start !== null) control.setSelectionRange(start, end);
  }

  // In order: an act waits for its element, and those after it wait too. One act a turn, so what it
  // changed has rendered before the next, as between a visitor's own (a submit sees the box ticked).
  function replay() {
    var now = Date.now();
    while (kept.length > 0) {
      var act = kept[0];
      if (!act.element.isConnected || now - act.at >= GIVE_UP_MS) {
        kept.shift();
        continue;
      }
      if (!hydrated(act.element)) break;
      kept.shift();
      replaying = true;
      try {
        if (act.adopt) adoptNative(act.element);
        else if (act.key === null) act.element.click();
        else {
          act.element.focus();
          act.element.dispatchEvent(new KeyboardEvent('keydown', { key: act.key, bubbles: true, cancelable: true }));
        }
      } finally {
        replaying = false;
      }
      break;
    }
    if (kept.length === 0) {
      clearInterval(timer);
      timer = null;
    }
  }
  function watch() {
    start();
    if (timer === null) timer = setInterval(replay, 50);
  }
  function keep(element, key, adopt) {
    kept.push({ element: element, key: key, adopt: adopt, at: Date.now() });
    watch();
  }
  // A field is adopted once, with what it holds then: its first change places it among the acts.
  function needsAdopting(control) {
    for (var i = 0; i < kept.length; i++) if (kept[i].adopt && kept[i].element === control) return;
    keep(control, null, true);
  }

  // The control acted on, or the element itself (a card whose whole face takes a click).
  function controlOf(event) {
    if (replaying || !(event.target instanceof Element) || !document.getElementById('root').contains(event.target)) return null;
    return event.target.closest(ACTIONABLE) || event.target;
  }
  // Whether the app takes this act itself now: its element is hydrated and no earlier act waits. An act
  // on a hydrated element waits behind earlier ones (a submit behind a box whose part hydrates later).
  function live(control) {
    return kept.length === 0 && hydrated(control);
  }

  document.addEventListener(
    'click',
    function (event) {
      var control = controlOf(event);
      if (!control || live(control)) return;
      if (control.matches('a[href]')) {
        // A link to a section of this same page is the app's to follow (it places the section as the
        // spec says); should the app never come, it is followed as a plain link.
        if (control.hash && control.pathname === location.pathname && control.origin === location.origin) {
          event.preventDefault();
          event.stopImmediatePropagation();
          keep(control, null, false);
          setTimeout(function () {
            for (var i = 0; i < kept.length; i++) if (kept[i].element === control) location.hash = control.hash;
          }, GIVE_UP_MS);
          return;
        }
        // The language switch keeps the choice as it does in the app, then the link goes on as a link.
        var remembered = control.getAttribute(names.rememberAttribute);
        if (remembered) document.cookie = names.localeCookie.replace('LOCALE', remembered);
        return;
      }
      // A native control acts at once; a hydrated one is the app's already.
      if (NATIVE.test(control.tagName)) return hydrated(control) ? undefined : start();
      event.preventDefault();
      event.stopImmediatePropagation();
      keep(control, null, false);
    },
    true,
  );
  // A key on a control that is not native (a tab's arrows, a listbox's, Escape) is kept as well;
  // Enter and Space on a button arrive as its click, Tab moves the focus as usual.
  document.addEventListener(
    'keydown',
    function (event) {
      var control = controlOf(event);
      // Only a control's keys: elsewhere a key scrolls or selects, natively.
      if (!control || live(control) || !control.matches(ACTIONABLE) || control.matches('a[href]') || NATIVE.test(control.tagName)) return;
      if (event.key === 'Tab' || event.ctrlKey || event.metaKey || event.altKey) return;
      if ((event.key === 'Enter' || event.key === ' ') && /^(BUTTON|SUMMARY)$/.test(control.tagName)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      keep(control, event.key, false);
    },
    true,
  );
  // What a native control holds before its part is hydrated: shown at once, adopted once hydrated.
  function changed(event) {
    var control = event.target;
    if (!(control instanceof Element) || !/^(INPUT|TEXTAREA|SELECT)$/.test(control.tagName) || hydrated(control)) return;
    if (CHECKABLE.test(control.type)) showChecked(control);
    needsAdopting(control);
  }
  document.addEventListener('input', changed, true);
  document.addEventListener('change', changed, true);
  document.addEventListener('focusin', function (event) {
    if (event.target instanceof Element && /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName)) start();
  });

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
