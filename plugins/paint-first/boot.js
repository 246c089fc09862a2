/* Paint first, then hydrate: loads the site's bundles in order once the browser reports that the
   server-rendered page is on screen, so content shows before 400 KB of script runs.
   The list comes from this tag's data-scripts attribute (written by plugins/paint-first).
   The tag is parser-blocking (plugins/paint-first/rewrite.ts): it runs before the first paint, so
   no tap or key a reader makes on the painted page comes before its listeners. Deferred, it ran
   only once the page was parsed: at 4x CPU on a busy machine, 10 s after the first paint. */
(function () {
  var me = document.currentScript;
  var list = ((me && me.getAttribute('data-scripts')) || '').split(' ').filter(Boolean);
  // The "site did not load properly" banner looks for window.docusaurus at DOMContentLoaded;
  // the bundles are on their way, so tell it so (a wrong baseUrl makes this file 404 instead).
  window.docusaurus = window.docusaurus || {};

  // The first tap works: a tap on a control (menu, search, Ask AI…) before hydration did nothing;
  // the last one is held and replayed once src/theme/Root.tsx marks the page hydrated. Links need no script.
  var root = document.documentElement;
  var held = null;
  function isHydrated() {
    return root.getAttribute('data-hydrated') === 'true';
  }
  function hold(event) {
    if (isHydrated()) return;
    var control = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (!control || control.disabled) return;
    event.preventDefault(); // an <a href="#" role="button"> would otherwise jump to the top
    event.stopImmediatePropagation();
    held = control;
  }
  function replay() {
    if (!isHydrated()) return;
    watcher.disconnect();
    window.removeEventListener('click', hold, true);
    var control = held;
    held = null;
    if (control && control.isConnected) control.click();
    if (shortcut) (document.activeElement || document.body).dispatchEvent(new KeyboardEvent('keydown', shortcut));
    else done();
  }

  // The first key works: at 4x CPU, Ctrl+K at network idle came before hydration, did nothing, and
  // the query typed after it was lost. DocSearch's Ctrl+K, ⌘K or "/" is now replayed once the page is
  // hydrated, and the letters typed until the dialog's field has focus are typed into it, in order
  // (0.75 KB gzip; tests/e2e/first-key.spec.ts fails if DocSearch stops taking the replayed key).
  var shortcut = null;
  var typed = '';
  function inField(target) {
    return target instanceof Element && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  }
  function isShortcut(event) {
    return ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') || (event.key === '/' && !inField(event.composedPath()[0]));
  }
  function done() {
    window.removeEventListener('keydown', onKey, true);
    document.removeEventListener('focusin', onFocus, true);
    shortcut = null;
  }
  function onKey(event) {
    if (!event.isTrusted || event.isComposing || typeof event.key !== 'string') return;
    if (!shortcut) {
      if (isHydrated() || !isShortcut(event)) return;
      shortcut = {key: event.key, code: event.code, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey, altKey: event.altKey, bubbles: true, cancelable: true};
    } else if (isHydrated() && (event.key === 'Escape' || isShortcut(event))) {
      return done(); // the reader closes the dialog: DocSearch takes the key
    } else if (event.key === 'Escape') {
      shortcut = null;
      typed = '';
      return;
    } else if (inField(event.target)) {
      return;
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      typed += event.key;
    } else if (event.key === 'Backspace') {
      typed = typed.slice(0, -1);
    } else {
      return;
    }
    event.preventDefault(); // the browser's own Ctrl+K, "/" and the space bar's scroll
    event.stopImmediatePropagation();
  }
  function onFocus(event) {
    if (!shortcut || !isHydrated()) return;
    var field = event.target;
    done();
    // After the dialog's own focus code has run; insertText types as a reader does (input events).
    if (inField(field) && typed) {
      queueMicrotask(function () {
        if (document.activeElement === field) document.execCommand('insertText', false, typed);
      });
    }
  }
  window.addEventListener('keydown', onKey, true);
  document.addEventListener('focusin', onFocus, true);

  var watcher = new MutationObserver(replay);
  window.addEventListener('click', hold, true);
  watcher.observe(root, {attributes: true, attributeFilter: ['data-hydrated']});
  replay();
  var started = false;
  // Under the CSP's Trusted Types, script.src takes only policy values: this loader's own
  // policy (named in static/_headers' trusted-types list) passes the build's bundle paths.
  var policy = null;
  try {
    if (window.trustedTypes) policy = window.trustedTypes.createPolicy('paint-first', {createScriptURL: function (url) { return url; }});
  } catch (error) {
    policy = null;
  }
  function load() {
    if (started) return;
    // This script runs before the page is parsed: the bundles hydrate the whole page, so they
    // wait for the parser, as Docusaurus's deferred tags did.
    if (document.readyState === 'loading') return document.addEventListener('DOMContentLoaded', load);
    started = true;
    for (var i = 0; i < list.length; i++) {
      var script = document.createElement('script');
      script.src = policy ? policy.createScriptURL(list[i]) : list[i];
      script.async = false; // keep runtime before main
      document.head.appendChild(script);
    }
  }
  // A hidden tab does not paint: there is nothing to wait for.
  if (document.visibilityState === 'hidden') return load();
  // A frame callback can run before the frame reaches the screen, so wait for the browser's own
  // first-contentful-paint report where it gives one, and for the next frame elsewhere.
  var watching = false;
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') !== -1) {
      var observer = new PerformanceObserver(function (entries) {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) {
          observer.disconnect();
          load();
        }
      });
      observer.observe({type: 'paint', buffered: true});
      watching = true;
    }
  } catch (error) {
    watching = false;
  }
  if (!watching) {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
  // Never hold the page back for long, whatever the browser reports.
  setTimeout(load, 2000);

})();
