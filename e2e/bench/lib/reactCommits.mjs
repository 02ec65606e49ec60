// React's commits as a page sees them, through React's developer tools hook (React calls it in
// production too): for benches that ask how often, and why, a screen renders.

/**
 * The init script that records each commit in `window.__commits`: its time (page clock), the
 * address, the number of components in the tree, and the topmost components that rendered, each
 * with why (new, new props, which context changed) and the components above it. A build without
 * minification names them all. With `schedule`, it also records what asked React for work (a
 * microtask, a message to React's scheduler, a history entry) with the stack that asked.
 */
export function commitsHook({ schedule = false } = {}) {
  return `(() => {
  const commits = [];
  window.__commits = commits;
  const typeName = (type) => {
    if (type == null) return '?';
    if (typeof type === 'string') return type;
    const inner = type.render || type.type || type;
    return type.displayName || inner.displayName || inner.name || (type._context ? 'ctx:' + (type._context.displayName || '?') : '?');
  };
  const count = (fiber) => {
    let all = 0;
    const stack = [fiber];
    while (stack.length) {
      const at = stack.pop();
      all += 1;
      if (at.sibling) stack.push(at.sibling);
      if (at.child) stack.push(at.child);
    }
    return all;
  };
  // A component named by the first element it holds.
  const describe = (fiber) => {
    let at = fiber;
    while (at && !(at.stateNode instanceof Element)) at = at.child;
    const element = at && at.stateNode;
    const label = element ? element.tagName.toLowerCase() + (element.getAttribute('aria-label') ? '[' + element.getAttribute('aria-label') + ']' : '') + (typeof element.className === 'string' && element.className ? '.' + element.className.split(' ')[0] : '') : '';
    return typeName(fiber.type) + ' ' + label;
  };
  // Why it rendered: it is new, its props are new, or a context it reads has a new value.
  const why = (fiber) => {
    if (!fiber.alternate) return 'new';
    const reasons = [];
    if (fiber.memoizedProps !== fiber.alternate.memoizedProps) reasons.push('props');
    const before = [];
    for (let dep = fiber.alternate.dependencies && fiber.alternate.dependencies.firstContext; dep; dep = dep.next) before.push(dep.memoizedValue);
    let index = 0;
    for (let dep = fiber.dependencies && fiber.dependencies.firstContext; dep; dep = dep.next, index += 1) {
      if (dep.memoizedValue !== before[index]) reasons.push('ctx:' + (dep.context.displayName || index));
    }
    return reasons.join(' ') || 'own state';
  };
  // The fibers of the tree after the last commit: a part of the tree a commit did not visit keeps
  // its fibers (and their flags from whenever they last rendered); a part it visited has new ones.
  let before = new WeakSet();
  const remember = (rootFiber) => {
    const seen = new WeakSet();
    const stack = [rootFiber];
    while (stack.length) {
      const at = stack.pop();
      seen.add(at);
      if (at.sibling) stack.push(at.sibling);
      if (at.child) stack.push(at.child);
    }
    before = seen;
  };
  // The topmost components that rendered in the commit (visited, flag PerformedWork).
  const tops = (rootFiber) => {
    const found = [];
    const stack = [rootFiber];
    while (stack.length && found.length < 6) {
      const at = stack.pop();
      if (before.has(at) && at !== rootFiber) {
        if (at.sibling) stack.push(at.sibling);
        continue;
      }
      if ((at.flags & 1) === 1 && at.type && typeof at.type !== 'string' && at.tag !== 3) {
        let chain = '';
        for (let up = at.return, n = 0; up && n < 4; up = up.return, n += 1) chain += ' < ' + typeName(up.type);
        found.push(describe(at) + ' [' + why(at) + ']' + chain);
        if (at.sibling) stack.push(at.sibling);
        continue;
      }
      if (at.sibling) stack.push(at.sibling);
      if (at.child) stack.push(at.child);
    }
    return found;
  };
  if (${schedule}) {
    Error.stackTraceLimit = 40;
    const asked = (what) => commits.push({ href: what, at: performance.now(), fibers: 0, tops: [new Error().stack.split('\\n').slice(2).map((line) => line.trim().replace(/^at /, '').replace(/\\(?[^ ]*assets\\//, '(')).join(' ')] });
    const microtask = window.queueMicrotask.bind(window);
    window.queueMicrotask = (callback) => { asked('microtask'); return microtask(callback); };
    const post = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (...args) { asked('message'); return post.apply(this, args); };
    for (const method of ['pushState', 'replaceState']) {
      const original = history[method].bind(history);
      history[method] = (state, unused, url) => { asked(method + ' ' + url); return original(state, unused, url); };
    }
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      window.__lastRoot = root;
      commits.push({ href: location.pathname + location.search, at: performance.now(), fibers: count(root.current), tops: tops(root.current) });
      remember(root.current);
    },
  };
})();`;
}

/**
 * In the page, after a commit: the components of the tree by kind, and the Mantine components
 * and elements by the app's component that renders them; the `top` most numerous of each.
 */
export function componentsByKind(top) {
  const root = window.__lastRoot;
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (type == null) return `tag${fiber.tag}`;
    if (typeof type === 'string') return `<${type}>`;
    const inner = type.render || type.type || type;
    return type.displayName || inner.displayName || inner.name || (type._context ? 'context' : '?');
  };
  const kinds = new Map();
  const owners = new Map();
  const mantineOwners = new Map();
  const stack = [root.current];
  while (stack.length) {
    const at = stack.pop();
    const name = nameOf(at);
    kinds.set(name, (kinds.get(name) ?? 0) + 1);
    if (name.startsWith('@mantine') || name.startsWith('<')) {
      let up = at.return;
      while (up && /^(<|@mantine|tag\d|\?|context|Provider$)/.test(nameOf(up))) up = up.return;
      const owner = up ? nameOf(up) : 'root';
      owners.set(owner, (owners.get(owner) ?? 0) + 1);
      if (name.startsWith('@mantine'))
        mantineOwners.set(owner, (mantineOwners.get(owner) ?? 0) + 1);
    }
    if (at.sibling) stack.push(at.sibling);
    if (at.child) stack.push(at.child);
  }
  const list = (counts) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, count]) => `${count} ${name}`)
      .join(', ');
  return (
    `by kind: ${list(kinds)}\nMantine components and elements by owner: ${list(owners)}` +
    `\nMantine components alone by owner: ${list(mantineOwners)}`
  );
}
