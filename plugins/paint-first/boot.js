/* Paint first, then hydrate: loads the site's bundles in order once the browser reports that the
   server-rendered page is on screen, so content shows before 400 KB of script runs.
   The list comes from this tag's data-scripts attribute (written by plugins/paint-first). */
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
  }
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
