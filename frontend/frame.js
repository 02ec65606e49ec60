// The console's frame, painted with the page before the app's script has run: the theme the
// user chose, and the current cluster's name and screens as the app last showed them. It reads
// what the app wrote (src/app/frame/frameRecord.ts) and writes nothing. The build serves it from
// assets/ under a content-hashed name (plugins/pageScripts.ts). Plain script, no module:
// it runs while <head> is parsed, so the first paint is already in the right scheme.
(function () {
  'use strict';
  var record = {};
  try {
    var stored = JSON.parse(window.localStorage.getItem('frame') || '{}');
    if (stored && typeof stored === 'object' && !Array.isArray(stored)) record = stored;
  } catch (ignored) {
    // No storage, or a value that is not JSON: the frame shows what it knows without it.
  }

  var root = document.documentElement;
  var preference = record.theme;
  var dark =
    preference === 'dark' ||
    (preference !== 'light' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  var scheme = dark ? 'dark' : 'light';
  root.setAttribute('data-mantine-color-scheme', scheme);
  root.style.colorScheme = scheme;
  if (typeof record.lang === 'string') root.lang = record.lang;

  function text(value) {
    return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
  }

  /** The predefined clusters the server wrote into the page (after this script, in <head>). */
  function predefined() {
    var block = document.getElementById('shardscope-boot');
    try {
      var clusters = block ? JSON.parse(block.textContent || '{}').clusters : null;
      return Array.isArray(clusters) ? clusters : [];
    } catch (ignored) {
      return [];
    }
  }

  /** The address below the base path ('/cluster/0/indices', '/welcome'). */
  function appPath() {
    var baseElement = document.querySelector('base');
    var base = baseElement ? new URL(baseElement.href).pathname : '/';
    var here = window.location.pathname;
    return here.indexOf(base) === 0 ? '/' + here.slice(base.length) : here;
  }

  /**
   * The cluster screen the app is about to show: its index and its address below the base path
   * ('/cluster/0/indices'), or null for the pages without a header. The app's start address
   * leads to the cluster the app last showed, or on a first visit to the first predefined one.
   */
  function target() {
    var path = appPath();
    var match = /^\/cluster\/(\d+)(?:\/|$)/.exec(path);
    if (match) return { index: Number(match[1]), path: path };
    if (path !== '/') return null;
    var index = typeof record.clusterIndex === 'number' ? record.clusterIndex : null;
    if (index === null && predefined().length > 0) index = 0;
    return index === null ? null : { index: index, path: '/cluster/' + index };
  }

  /** The cluster's name: as the app last showed it, else the predefined cluster's. */
  function clusterName(index) {
    if (record.clusterIndex === index && text(record.cluster)) return record.cluster;
    var cluster = predefined()[index];
    return cluster ? text(cluster.name) : null;
  }

  function fill(header) {
    var shown = target();
    if (!shown) {
      // No cluster to show: the welcome page, framed by its card and the product's mark.
      var path = appPath();
      if (path === '/welcome' || path === '/')
        root.setAttribute('data-shardscope-frame', 'welcome');
      return;
    }
    var index = shown.index;
    var path = shown.path;
    root.setAttribute('data-shardscope-frame', 'cluster');
    var name = clusterName(index);
    if (name) {
      var cluster = header.querySelector('[data-frame="cluster"]');
      cluster.textContent = name;
      cluster.hidden = false;
    }
    if (record.clusterIndex !== index || !Array.isArray(record.tabs)) return;
    var nav = header.querySelector('[data-frame="tabs"]');
    var current = null;
    for (var i = 0; i < record.tabs.length && i < 30; i += 1) {
      var entry = record.tabs[i] || {};
      var label = text(entry.label);
      if (!label) continue;
      var tab = document.createElement('span');
      tab.className = 'frame-tab';
      tab.textContent = label;
      nav.appendChild(tab);
      // The screen's tab is the one with the longest path the address starts with.
      var at = text(entry.path);
      if (at && (path === at || path.indexOf(at + '/') === 0)) {
        if (!current || at.length > current.path.length) current = { path: at, tab: tab };
      }
    }
    if (current) current.tab.setAttribute('data-current', 'true');
  }

  // The header does not exist yet: it is filled as soon as the parser has made it, in the same
  // task (observer callbacks run before the browser paints).
  var observer = new MutationObserver(function () {
    var header = document.getElementById('shardscope-frame-header');
    if (!header || !header.querySelector('[data-frame="tabs"]')) return;
    observer.disconnect();
    fill(header);
  });
  observer.observe(root, { childList: true, subtree: true });
})();
