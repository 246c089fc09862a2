/* Paint first, then hydrate: loads the site's bundles in order after the browser has had one
   chance to paint the server-rendered page, so content shows before 500 KB of script runs.
   The list comes from this tag's data-scripts attribute (written by plugins/paint-first). */
(function () {
  var me = document.currentScript;
  var list = ((me && me.getAttribute('data-scripts')) || '').split(' ').filter(Boolean);
  // The "site did not load properly" banner looks for window.docusaurus at DOMContentLoaded;
  // the bundles are on their way, so tell it so (a wrong baseUrl makes this file 404 instead).
  window.docusaurus = window.docusaurus || {};
  function load() {
    for (var i = 0; i < list.length; i++) {
      var script = document.createElement('script');
      script.src = list[i];
      script.async = false; // keep runtime before main
      document.head.appendChild(script);
    }
  }
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  } else {
    setTimeout(load, 0);
  }
})();
