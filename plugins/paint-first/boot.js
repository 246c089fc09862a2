/* Paint first, then hydrate: loads the site's bundles in order once the browser reports that the
   server-rendered page is on screen, so content shows before 400 KB of script runs.
   The list comes from this tag's data-scripts attribute (written by plugins/paint-first). */
(function () {
  var me = document.currentScript;
  var list = ((me && me.getAttribute('data-scripts')) || '').split(' ').filter(Boolean);
  // The "site did not load properly" banner looks for window.docusaurus at DOMContentLoaded;
  // the bundles are on their way, so tell it so (a wrong baseUrl makes this file 404 instead).
  window.docusaurus = window.docusaurus || {};
  var started = false;
  function load() {
    if (started) return;
    started = true;
    for (var i = 0; i < list.length; i++) {
      var script = document.createElement('script');
      script.src = list[i];
      script.async = false; // keep runtime before main
      document.head.appendChild(script);
    }
  }
  function afterNextFrame() {
    if (typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(function () {
        setTimeout(load, 0);
      });
    } else {
      setTimeout(load, 0);
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
  if (!watching) afterNextFrame();
  // Never hold the page back for long, whatever the browser reports.
  setTimeout(load, 2000);
})();
