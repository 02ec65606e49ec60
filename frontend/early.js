// The first data leaves with the page: this script asks the cluster the page is about to show for
// its check and for the first data of the screen at the address, with the very requests the app
// sends for them, while the app's own script is still loading. The app adopts these answers
// (src/api/earlyAnswers.ts) instead of asking again; an answer it does not ask for is dropped.
// Plain deferred script: it runs once the page is parsed (the server's start-up data block is
// then in <head>) and before the app's module. The build serves it from assets/ under a
// content-hashed name, as frame.js (vite.config.ts, pageScripts).
//
// Only a cluster that needs no credential from the browser starts early: a predefined cluster
// without credentials, one reached through the server's proxy (the server adds them), or the
// user's own cluster the app last showed when it had none (the app's frame record names its
// address then). A cluster with a user name, an API key, AWS signing or a secret kept for the
// session waits for the app: this script never reads, sends or keeps a credential.
(function () {
  'use strict';

  /**
   * The live metrics' node statistics, as the sampler asks them (src/engine/metrics/request.ts):
   * the groups and flags read, then only the fields read: the failed count, then each node's, in
   * the app's order (by their common start here).
   */
  var NODE_FIELDS = [
    ['', 'name roles host timestamp'],
    ['indices.indexing.', 'index_total index_time_in_millis'],
    ['indices.search.', 'query_total query_time_in_millis fetch_total fetch_time_in_millis'],
    ['indices.', 'get.total segments.count merges.current merges.total'],
    ['jvm.mem.', 'heap_used_in_bytes heap_max_in_bytes'],
    ['jvm.gc.collectors.young.', 'collection_count collection_time_in_millis'],
    ['jvm.gc.collectors.old.', 'collection_count collection_time_in_millis'],
    ['os.cpu.', 'percent load_average.1m'],
    ['process.', 'cpu.percent open_file_descriptors max_file_descriptors'],
    ['fs.total.', 'total_in_bytes available_in_bytes'],
    [
      'thread_pool.',
      'write.queue write.rejected search.queue search.rejected get.queue get.rejected',
    ],
    ['breakers.parent.', 'estimated_size_in_bytes limit_size_in_bytes tripped'],
    ['breakers.request.', 'estimated_size_in_bytes limit_size_in_bytes tripped'],
    ['breakers.fielddata.', 'estimated_size_in_bytes limit_size_in_bytes tripped'],
    ['breakers.in_flight_requests.', 'estimated_size_in_bytes limit_size_in_bytes tripped'],
    ['http.', 'current_open total_opened'],
  ];
  var NODE_STATS =
    '_nodes/stats/breaker,fs,http,indices,jvm,os,process,thread_pool/get,indexing,merge,search,segments?filter_path=' +
    NODE_FIELDS.reduce(
      function (paths, group) {
        return paths.concat(
          group[1].split(' ').map(function (name) {
            return 'nodes.*.' + group[0] + name;
          }),
        );
      },
      ['_nodes.failed'],
    ).join('%2C');

  /**
   * Each screen's first requests after the check, relative to the cluster's address, for the
   * engines whose answers the app was checked against (src/app/frame/early.test.tsx): the route
   * below '/cluster/N' ('' is the dashboard), then the requests both engines get and those of
   * one engine. A screen missing here waits for the app (that test says why for each). The
   * engine is the one the app found last time (its frame record), else the one the cluster's
   * root names.
   */
  var SCREENS = {
    '': {
      both: [
        '_cluster/stats',
        '_all/_settings/index.blocks.read_only_allow_delete?flat_settings=true',
        '_cluster/settings?include_defaults=true&flat_settings=true',
        '_cat/allocation?format=json&bytes=b',
      ],
    },
    nodes: {
      both: [
        '_cat/nodes?format=json&h=ip,id,name,version,heap.percent,heap.current,heap.max,ram.percent,ram.current,ram.max,node.role,master,cpu,load_1m,load_5m,load_15m,disk.used_percent,disk.used,disk.total,shards&full_id=true&bytes=b',
        '_nodes',
        '_cluster/settings?include_defaults=true&flat_settings=true',
        '_cat/allocation?format=json&bytes=b',
      ],
    },
    metrics: { both: ['_cluster/settings?include_defaults=true&flat_settings=true', NODE_STATS] },
    shards: {
      both: [
        '_cat/shards?format=json&h=index,shard,prirep,state,node,docs,store,ip,unassigned.reason',
        '_cat/nodes?format=json&h=name',
        '_cluster/settings?flat_settings=true',
      ],
      elasticsearch: [
        '_cat/indices?format=json&h=index,health,pri,rep,status&s=health:desc,index&expand_wildcards=all',
      ],
      opensearch: ['_cat/indices?format=json&h=index,health,pri,rep,status&s=health:desc,index'],
    },
    'shards/recovery': { both: ['_recovery'] },
    tasks: {
      both: [
        '_cat/nodes?format=json&h=id,name&full_id=true',
        '_tasks?detailed=true&group_by=parents',
      ],
    },
    cluster_settings: { both: ['_cluster/settings?include_defaults=true&flat_settings=true'] },
    indices: {
      both: [
        '_cat/aliases?format=json&h=alias,index',
        '_all/_settings/index.blocks.read_only_allow_delete?flat_settings=true',
        '_cluster/settings?include_defaults=true&flat_settings=true',
        '_cat/allocation?format=json&bytes=b',
      ],
      elasticsearch: [
        '_cat/indices?format=json&h=index,health,status,uuid,pri,rep,docs.count,store.size,sc,cd&s=index&bytes=b&expand_wildcards=all',
        '_data_stream?expand_wildcards=all&filter_path=data_streams.name',
      ],
      opensearch: [
        '_cat/indices?format=json&h=index,health,status,uuid,pri,rep,docs.count,store.size,sc,cd&s=index&bytes=b',
        '_data_stream?filter_path=data_streams.name',
      ],
    },
    index_templates: { both: [], elasticsearch: ['_index_template'], opensearch: ['_template'] },
    data_streams: {
      both: [],
      elasticsearch: [
        '_data_stream?expand_wildcards=all',
        '_data_stream/_stats?human=false&expand_wildcards=all',
      ],
      opensearch: ['_data_stream', '_data_stream/_stats?human=false'],
    },
    ingest_pipelines: {
      both: [
        '_ingest/pipeline',
        '_all/_settings/index.default_pipeline,index.final_pipeline?expand_wildcards=all&flat_settings=true',
        '_index_template',
        '_template',
      ],
    },
    lifecycle: {
      both: [],
      elasticsearch: [
        '*,.*/_ilm/explain?only_managed=true&filter_path=indices.*.index,indices.*.managed,indices.*.policy,indices.*.phase,indices.*.action,indices.*.step,indices.*.age,indices.*.failed_step,indices.*.failed_step_retry_count,indices.*.step_info.reason',
        '_ilm/status',
        '_ilm/policy',
      ],
      opensearch: ['_plugins/_ism/explain/*,.*', '_plugins/_ism/policies?size=1000'],
    },
    snapshot_repositories: { both: ['_snapshot'] },
    security: {
      both: [],
      elasticsearch: ['_security/_authenticate'],
      opensearch: ['_plugins/_security/authinfo'],
    },
    diagnostics: { both: ['_cat/indices/*?format=json&h=index'] },
  };

  /** The cluster's check (src/api/operations/cluster.ts): its root and its health, at once. */
  var CHECK = ['', '_cluster/health'];

  /** The lowest major version of each engine the table was checked against. */
  var CHECKED_FROM = { elasticsearch: 8, opensearch: 2 };

  function record() {
    try {
      var stored = JSON.parse(window.localStorage.getItem('frame') || '{}');
      return stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
    } catch (ignored) {
      return {};
    }
  }

  function predefined() {
    var block = document.getElementById('shardscope-boot');
    try {
      var clusters = block ? JSON.parse(block.textContent || '{}').clusters : null;
      return Array.isArray(clusters) ? clusters : [];
    } catch (ignored) {
      return [];
    }
  }

  /** The document's base, where the app and the server's proxy live ('/' or '/console/'). */
  function base() {
    return new URL('.', document.baseURI);
  }

  /** The address below the base path ('/cluster/0/indices'). */
  function appPath() {
    var basePath = base().pathname;
    var here = window.location.pathname;
    return here.indexOf(basePath) === 0 ? '/' + here.slice(basePath.length) : here;
  }

  /** A predefined cluster's address when the browser sends it no credential, else null. */
  function predefinedBase(entry) {
    if (!entry || typeof entry !== 'object') return null;
    if (entry.proxy === true) {
      if (typeof entry.id !== 'string' || entry.id === '') return null;
      return base().href + 'api/proxy/' + encodeURIComponent(entry.id) + '/';
    }
    var credentials = [
      'username',
      'password',
      'apiKey',
      'S3accessKeyId',
      'S3secretAccessKey',
      'S3sessionToken',
    ];
    for (var i = 0; i < credentials.length; i += 1) if (entry[credentials[i]]) return null;
    if (typeof entry.uri !== 'string' || !/^https?:\/\//i.test(entry.uri.trim())) return null;
    return entry.uri.trim().replace(/\/+$/, '') + '/';
  }

  /** The cluster the page shows and the screen's route, or null when it starts nothing early. */
  function target() {
    var match = /^\/cluster\/(\d+)(?:\/(.*?))?\/?$/.exec(appPath());
    var clusters = predefined();
    var last = record();
    var index;
    var route = '';
    if (match) {
      index = Number(match[1]);
      route = match[2] || '';
    } else if (appPath() === '/') {
      index = clusters.length > 0 ? 0 : last.clusterIndex;
    } else {
      return null;
    }
    if (typeof index !== 'number') return null;
    var address =
      index < clusters.length
        ? predefinedBase(clusters[index])
        : last.clusterIndex === index && typeof last.requestBase === 'string'
          ? last.requestBase
          : null;
    if (!address) return null;
    var checked = last.clusterIndex === index && last.checked;
    return {
      base: address,
      route: route,
      checked: checked && typeof checked === 'object' ? checked : null,
    };
  }

  var shown = target();
  if (!shown || typeof window.fetch !== 'function') return;
  var answers = Object.create(null);
  // What the app has asked itself meanwhile (src/api/earlyAnswers.ts): not asked again.
  var sentByApp = Object.create(null);
  window.shardscopeEarly = { answers: answers, sentByApp: sentByApp };

  function ask(path) {
    var url = shown.base + path;
    if (answers[url] || sentByApp[url]) return answers[url];
    var answer = window.fetch(url, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      redirect: 'manual',
    });
    // An answer the app does not adopt is dropped without a word.
    answer.catch(function () {});
    answers[url] = answer;
    return answer;
  }

  /** The table's engine for a cluster of this engine, version and flavour; null: none applies. */
  function engineOf(distribution, version, flavor) {
    if (flavor === 'serverless' || typeof version !== 'string') return null;
    var engine = distribution === 'opensearch' ? 'opensearch' : 'elasticsearch';
    return parseInt(version, 10) >= CHECKED_FROM[engine] ? engine : null;
  }

  function askAll(paths) {
    for (var i = 0; i < (paths || []).length; i += 1) ask(paths[i]);
  }

  var info = ask(CHECK[0]);
  ask(CHECK[1]);
  var screen = SCREENS[shown.route];
  if (!screen) return;
  if (shown.checked) {
    // The app checked this cluster last time: its engine is known before the root answers.
    var known = engineOf(shown.checked.distribution, shown.checked.version, shown.checked.flavor);
    if (known) askAll(screen.both.concat(screen[known] || []));
    return;
  }
  // A first visit: what both engines get leaves at once, each engine's own once the root has
  // named the engine (a guess would ask one engine for the other's API).
  askAll(screen.both);
  info
    .then(function (response) {
      return response.ok ? response.clone().json() : null;
    })
    .then(function (body) {
      var version = body && body.version;
      if (!version) return;
      var engine = engineOf(version.distribution, version.number, version.build_flavor);
      if (engine) askAll(screen[engine]);
    })
    .catch(function () {
      // The app's own check says what is wrong with the cluster.
    });
})();
