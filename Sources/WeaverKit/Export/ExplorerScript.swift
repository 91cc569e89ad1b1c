/// The explorer page's script (`ExplorerPage`), written for it: no library. It reads the data
/// (`ExplorerData`), lists the types by module, searches, and draws for the selected type every
/// path from the roots to it, layered by distance from a root, with the types it registers after
/// it. The selection and the search live in the URL fragment (`#type=Path`, `#search=text`), so a
/// link reopens the same view; `document.body.dataset.ready` is set once a view is drawn.
enum ExplorerScript {
    static let javaScript = #"""
    "use strict";
    (function () {
      const D = JSON.parse(document.getElementById("weaver-data").textContent);
      const T = D.types, P = D.deps;
      const PATH = 0, MODULE = 1, KIND = 2, FLAGS = 3, FILE = 4, LINE = 5;
      const OWNER = 0, NAME = 1, DKIND = 2, TYPE = 3, TARGET = 4, SCOPE = 5, DFILE = 6, DLINE = 7;
      const depsOf = T.map(() => []), builtBy = T.map(() => []);
      P.forEach((d, i) => { depsOf[d[OWNER]].push(i); if (d[DKIND] === "r" && d[TARGET] >= 0) builtBy[d[TARGET]].push(i); });
      const resolves = new Map(D.resolves), nilOn = new Map(D.nilOn);
      const collectionOf = new Map(D.collections.map(c => [c[0], c]));
      const contributionsOf = new Map(), diagnosticsOf = new Map();
      for (const c of D.contributions) { if (!contributionsOf.has(c[0])) contributionsOf.set(c[0], []); contributionsOf.get(c[0]).push(c); }
      for (const d of D.diagnostics) { if (!diagnosticsOf.has(d[5])) diagnosticsOf.set(d[5], []); diagnosticsOf.get(d[5]).push(d); }
      const rootInfo = new Map(D.roots.map(r => [r[0], r]));
      const byPath = new Map(T.map((t, i) => [t[PATH], i]));
      const isRoot = i => (T[i][FLAGS] & 1) !== 0;
      const severityOf = i => { const list = diagnosticsOf.get(i) || []; return list.some(d => d[0] === "error") ? "error" : list.length ? "warning" : ""; };
      const $ = id => document.getElementById(id);
      const el = (tag, attributes, ...children) => {
        const node = document.createElement(tag);
        for (const [key, value] of Object.entries(attributes || {})) {
          if (key === "class") node.className = value; else if (key.startsWith("on")) node.addEventListener(key.slice(2), value); else node.setAttribute(key, value);
        }
        for (const child of children) if (child !== null && child !== undefined) node.append(child);
        return node;
      };
      const where = (file, line) => el("span", { class: "where" }, " " + file + (line ? ":" + line : ""));
      const typeLink = i => el("button", { class: "link", type: "button", "data-type": T[i][PATH], onclick: () => go("type", T[i][PATH]) }, T[i][PATH]);

      // The list of types by module.
      const items = new Array(T.length);
      const modules = new Map();
      T.forEach((t, i) => { const m = t[MODULE] || "(this module)"; if (!modules.has(m)) modules.set(m, []); modules.get(m).push(i); });
      const order = [];
      for (const name of [...modules.keys()].sort()) {
        const list = el("ul");
        for (const i of modules.get(name).sort((a, b) => T[a][PATH] < T[b][PATH] ? -1 : 1)) {
          const item = el("button", { class: "type-item" + (isRoot(i) ? " root" : "") + (severityOf(i) ? " has-" + severityOf(i) : ""),
                                      type: "button", "data-type": T[i][PATH], onclick: () => go("type", T[i][PATH]) }, T[i][PATH]);
          items[i] = item;
          order.push(i);
          list.append(el("li", {}, item));
        }
        $("modules").append(el("details", { open: "" }, el("summary", {}, name + " (" + modules.get(name).length + ")"), list));
      }
      const errors = D.diagnostics.filter(d => d[0] === "error").length, warnings = D.diagnostics.length - errors;
      $("counts").textContent = T.length + " types, " + D.roots.length + (D.roots.length === 1 ? " root" : " roots") + (errors ? ", " + errors + (errors === 1 ? " error" : " errors") : "") + (warnings ? ", " + warnings + (warnings === 1 ? " warning" : " warnings") : "");

      let selected = -1;

      // Every type with a chain of registrations down to `target`, each with its distance from a
      // root (the layer it is drawn in); at most `limit` of them, the nearest to `target` first.
      function ancestors(target, limit) {
        const seen = new Map([[target, 0]]), queue = [target];
        for (let k = 0; k < queue.length && seen.size < limit; k++) {
          for (const d of builtBy[queue[k]]) {
            const owner = P[d][OWNER];
            if (!seen.has(owner)) { seen.set(owner, seen.get(queue[k]) + 1); queue.push(owner); if (seen.size >= limit) break; }
          }
        }
        return seen;
      }

      function draw(target) {
        const limit = 400, shown = ancestors(target, limit);
        // Layers: the longest distance from a type with no builder among those shown (cycles cut).
        const layer = new Map(), inner = [...shown.keys()];
        const parents = i => builtBy[i].map(d => P[d][OWNER]).filter(o => shown.has(o));
        const visiting = new Set();
        const depth = i => {
          if (layer.has(i)) return layer.get(i);
          if (visiting.has(i)) return 0;
          visiting.add(i);
          let value = 0;
          for (const p of parents(i)) value = Math.max(value, depth(p) + 1);
          visiting.delete(i);
          layer.set(i, value);
          return value;
        };
        const stack = [...inner];
        while (stack.length) { const i = stack.pop(); if (!layer.has(i)) depth(i); }
        const children = depsOf[target].filter(d => P[d][DKIND] === "r" && P[d][TARGET] >= 0).map(d => P[d][TARGET]).filter(c => !shown.has(c));
        const childLayer = layer.get(target) + 1;
        const columns = new Map();
        for (const i of inner) { const l = layer.get(i); if (!columns.has(l)) columns.set(l, []); columns.get(l).push(i); }
        const childColumn = [...new Set(children)];
        const W = 200, H = 30, GX = 60, GY = 14, position = new Map();
        let height = 0;
        const place = (list, l) => {
          list.sort((a, b) => T[a][PATH] < T[b][PATH] ? -1 : 1).forEach((i, k) => { position.set(i, [12 + l * (W + GX), 12 + k * (H + GY)]); });
          height = Math.max(height, 12 + list.length * (H + GY));
        };
        for (const [l, list] of columns) place(list, l);
        if (childColumn.length) place(childColumn, childLayer);
        const widest = Math.max(...[...position.values()].map(p => p[0])) + W + 12;
        const ns = "http://www.w3.org/2000/svg";
        const svg = document.createElementNS(ns, "svg");
        svg.setAttribute("width", widest); svg.setAttribute("height", Math.max(height, 60));
        svg.setAttribute("role", "img"); svg.setAttribute("aria-label", "paths from the roots to " + T[target][PATH]);
        const curve = (from, to, cls) => {
          const [x1, y1] = position.get(from), [x2, y2] = position.get(to);
          const path = document.createElementNS(ns, "path");
          const a = [x1 + W, y1 + H / 2], b = [x2, y2 + H / 2], m = (a[0] + b[0]) / 2;
          path.setAttribute("d", `M${a[0]},${a[1]} C${m},${a[1]} ${m},${b[1]} ${b[0]},${b[1]}`);
          path.setAttribute("class", "edge " + cls);
          path.setAttribute("data-from", T[from][PATH]); path.setAttribute("data-to", T[to][PATH]);
          svg.append(path);
        };
        for (const i of inner) for (const d of builtBy[i]) { const o = P[d][OWNER]; if (shown.has(o) && o !== i) curve(o, i, "on-path"); }
        for (const c of childColumn) curve(target, c, "child");
        for (const [i, [x, y]] of position) {
          const g = document.createElementNS(ns, "g");
          const kind = i === target ? "selected on-path" : shown.has(i) ? "on-path" : "child";
          g.setAttribute("class", "node " + kind + (isRoot(i) ? " root" : "") + (severityOf(i) ? " has-" + severityOf(i) : ""));
          g.setAttribute("data-type", T[i][PATH]);
          g.setAttribute("transform", `translate(${x},${y})`);
          const rect = document.createElementNS(ns, "rect");
          rect.setAttribute("width", W); rect.setAttribute("height", H);
          const text = document.createElementNS(ns, "text");
          text.setAttribute("x", 8); text.setAttribute("y", 19);
          const label = T[i][PATH];
          text.textContent = label.length > 28 ? label.slice(0, 27) + "…" : label;
          const title = document.createElementNS(ns, "title"); title.textContent = label;
          g.append(rect, text, title);
          g.addEventListener("click", () => go("type", label));
          svg.append(g);
        }
        const canvas = $("canvas");
        canvas.replaceChildren(svg);
        const roots = inner.filter(isRoot).length;
        canvas.prepend(el("p", { class: "note", id: "path-summary" },
          countPaths(target, shown) + " from " + roots + " root" + (roots === 1 ? "" : "s") + " to " + T[target][PATH] +
          (shown.size >= limit ? " (the " + limit + " nearest types shown; search to focus)" : "")));
      }

      // Distinct chains of registrations from the roots down to `target`, among the shown types.
      function countPaths(target, shown) {
        const memo = new Map(), onStack = new Set();
        const count = i => {
          if (memo.has(i)) return memo.get(i);
          if (onStack.has(i)) return 0;
          onStack.add(i);
          let total = isRoot(i) ? 1 : 0;
          for (const d of builtBy[i]) { const o = P[d][OWNER]; if (shown.has(o)) total = Math.min(total + count(o), 1e9); }
          onStack.delete(i);
          memo.set(i, total);
          return total;
        };
        const n = count(target);
        return n + (n === 1 ? " path" : " paths");
      }

      function dependencyLine(d) {
        const dep = P[d], item = el("li");
        if (dep[DKIND] === "r") {
          item.append(dep[NAME] + " = ", dep[TARGET] >= 0 ? typeLink(dep[TARGET]) : dep[TYPE], " (" + dep[SCOPE] + ")");
        } else if (dep[DKIND] === "p") {
          item.append(dep[NAME] + " <= " + dep[TYPE] + " (parameter)");
        } else {
          item.append(dep[NAME] + " <- " + dep[TYPE]);
          const collection = collectionOf.get(d);
          if (collection) {
            item.append(" → " + collection[2].length + " elements of " + collection[1] + ": " + collection[2].map(e => e[0]).join(", "));
          } else {
            const providers = (resolves.get(d) || []).map(p => P[p]);
            if (providers.length) { item.append(" → "); providers.forEach((p, k) => { if (k) item.append(", "); item.append(typeLink(p[OWNER]), "." + p[NAME]); }); }
            const nil = nilOn.get(d) || [];
            if (nil.length) { item.append(" → nil on "); nil.forEach((r, k) => { if (k) item.append(", "); item.append(typeLink(r)); }); }
          }
        }
        item.append(where(dep[DFILE], dep[DLINE]));
        return item;
      }

      function section(title, rows) {
        if (!rows.length) return null;
        return el("div", {}, el("h3", {}, title), el("ul", {}, ...rows));
      }

      function details(i) {
        const t = T[i], box = $("details");
        const rows = [el("h2", {}, t[PATH]), el("div", { class: "note" }, [t[KIND] || "type", t[MODULE] ? "in " + t[MODULE] : "", isRoot(i) ? "root" : ""].filter(Boolean).join(", "),
                                                  t[FILE] ? where(t[FILE], t[LINE]) : null)];
        const info = rootInfo.get(i);
        if (info) {
          const [, instances, depth, chain, perModule, longest, dominators, reachable] = info;
          const card = el("div", { class: "card", id: "launch-cost" }, el("strong", {}, "Launch cost: " + instances + " instance" + (instances === 1 ? "" : "s") + ", depth " + depth));
          if (chain.length) card.append(el("div", { class: "note" }, "deepest eager chain: "), el("ul", {}, ...chain.map(d => el("li", {}, T[P[d][OWNER]][PATH] + "." + P[d][NAME] + " = ", typeLink(P[d][TARGET]), where(P[d][DFILE], P[d][DLINE])))));
          if (perModule.length > 1) card.append(el("div", { class: "note" }, "per module: " + perModule.map(m => (m[0] || "this module") + " " + m[1]).join(", ")));
          rows.push(card);
          if (longest.length) rows.push(section("Longest chain (" + longest.length + " registrations)", longest.map(d => el("li", {}, T[P[d][OWNER]][PATH] + "." + P[d][NAME] + " = ", typeLink(P[d][TARGET])))));
          if (dominators.length) rows.push(section("Dominate its construction (of " + reachable + " types)", dominators.map(([type, n]) => el("li", {}, typeLink(type), " — every chain to " + n + " types goes through it"))));
        }
        const diagnostics = diagnosticsOf.get(i) || [];
        rows.push(section("Diagnostics", diagnostics.map(d => el("li", { class: "diagnostic " + d[0] }, d[0] + ": " + d[2] + " [" + d[1] + "]", where(d[3], d[4])))));
        rows.push(section("Built by", builtBy[i].map(d => el("li", {}, typeLink(P[d][OWNER]), "." + P[d][NAME] + " (" + P[d][SCOPE] + ")", where(P[d][DFILE], P[d][DLINE])))));
        const own = depsOf[i];
        rows.push(section("Registrations", own.filter(d => P[d][DKIND] === "r").map(dependencyLine)));
        rows.push(section("References", own.filter(d => P[d][DKIND] === "f").map(dependencyLine)));
        rows.push(section("Parameters", own.filter(d => P[d][DKIND] === "p").map(dependencyLine)));
        rows.push(section("Contributions", (contributionsOf.get(i) || []).map(c => el("li", {}, "contributes " + c[1], where(c[2], c[3])))));
        box.replaceChildren(...rows.filter(Boolean));
      }

      function overview() {
        selected = -1;
        for (const item of document.querySelectorAll(".type-item.selected")) item.classList.remove("selected");
        const canvas = $("canvas");
        const roots = D.roots.slice().sort((a, b) => b[1] - a[1]);
        canvas.replaceChildren(el("h2", {}, "Roots by launch cost"),
          ...roots.map(r => el("div", { class: "card root-card" }, typeLink(r[0]), " — " + r[1] + " instance" + (r[1] === 1 ? "" : "s") + " at launch, depth " + r[2] +
                                 ", " + r[7] + " types in its graph")));
        $("details").replaceChildren(el("h2", {}, "Diagnostics"), D.diagnostics.length
          ? el("ul", {}, ...D.diagnostics.map(d => el("li", { class: "diagnostic " + d[0] }, d[0] + ": " + d[2] + " [" + d[1] + "]", where(d[3], d[4]),
                                                      d[5] >= 0 ? el("span", {}, " on ", typeLink(d[5])) : null)))
          : el("p", { class: "note" }, "none: the graph is valid"));
      }

      function select(i) {
        selected = i;
        for (const item of document.querySelectorAll(".type-item.selected")) item.classList.remove("selected");
        const item = items[i];
        item.classList.add("selected");
        item.closest("details").open = true;
        item.scrollIntoView({ block: "nearest" });
        draw(i);
        details(i);
      }

      // Search: a type's path, a dependency's name, a collection's name; each result says why.
      let results = [], active = -1;
      function search(text) {
        const q = text.trim().toLowerCase();
        const box = $("results");
        results = [];
        if (!q) { box.hidden = true; for (const item of items) item.hidden = false; return; }
        const reason = new Map();
        T.forEach((t, i) => { if (t[PATH].toLowerCase().includes(q)) reason.set(i, "type"); });
        P.forEach(d => { if (d[NAME].toLowerCase().includes(q) && !reason.has(d[OWNER])) reason.set(d[OWNER], (d[DKIND] === "r" ? "registers " : d[DKIND] === "f" ? "references " : "takes ") + d[NAME]); });
        for (const c of D.contributions) if (c[1].toLowerCase().includes(q) && !reason.has(c[0])) reason.set(c[0], "contributes " + c[1]);
        results = [...reason.keys()].sort((a, b) => (T[a][PATH].toLowerCase().startsWith(q) ? 0 : 1) - (T[b][PATH].toLowerCase().startsWith(q) ? 0 : 1) || (T[a][PATH] < T[b][PATH] ? -1 : 1));
        const matched = new Set(results);
        items.forEach((item, i) => { item.hidden = !matched.has(i); });
        active = results.length ? 0 : -1;
        box.hidden = false;
        box.replaceChildren(el("div", { class: "note", id: "result-count" }, " " + results.length + " match" + (results.length === 1 ? "" : "es") + " for “" + text.trim() + "”"),
          ...results.slice(0, 200).map((i, k) => el("button", { class: "result" + (k === 0 ? " active" : ""), type: "button", "data-type": T[i][PATH],
                                                             onclick: () => go("type", T[i][PATH]) }, T[i][PATH], el("span", { class: "why" }, reason.get(i)))));
      }
      function moveActive(step) {
        const buttons = $("results").querySelectorAll(".result");
        if (!buttons.length) return;
        buttons[active]?.classList.remove("active");
        active = (active + step + buttons.length) % buttons.length;
        buttons[active].classList.add("active");
        buttons[active].scrollIntoView({ block: "nearest" });
      }

      // The URL fragment is the state: `#type=Path` or `#search=text`.
      function go(key, value) { location.hash = key + "=" + encodeURIComponent(value); }
      function apply() {
        const [key, raw] = location.hash.slice(1).split("=");
        const value = raw === undefined ? "" : decodeURIComponent(raw);
        if (key === "type" && byPath.has(value)) { $("results").hidden = true; select(byPath.get(value)); }
        else if (key === "search") {
          $("search").value = value;
          const start = performance.now();
          search(value);
          document.body.dataset.searchMs = (performance.now() - start).toFixed(1);
          if (results.length === 1) select(results[0]);
        }
        else overview();
        document.body.dataset.ready = key === "type" && byPath.has(value) ? "type" : key === "search" ? "search" : "overview";
        // Milliseconds from the start of the page's load to this view (a benchmark reads it).
        if (!document.body.dataset.firstDrawMs) document.body.dataset.firstDrawMs = performance.now().toFixed(0);
      }
      window.addEventListener("hashchange", apply);
      $("search").addEventListener("input", e => search(e.target.value));
      $("show-overview").addEventListener("click", () => { location.hash = ""; overview(); });
      document.addEventListener("keydown", e => {
        const inSearch = document.activeElement === $("search");
        if (e.key === "/" && !inSearch) { e.preventDefault(); $("search").focus(); return; }
        if (e.key === "Escape") { $("search").value = ""; search(""); $("search").blur(); return; }
        if (inSearch && (e.key === "ArrowDown" || e.key === "ArrowUp")) { e.preventDefault(); moveActive(e.key === "ArrowDown" ? 1 : -1); return; }
        if (inSearch && e.key === "Enter" && active >= 0) { go("type", T[results[active]][PATH]); return; }
        if (inSearch || selected < 0) return;
        // Up and down walk the list; left goes to what builds the type, right to what it builds.
        const visible = order.filter(i => !items[i].hidden), at = visible.indexOf(selected);
        let next = -1;
        if (e.key === "ArrowDown" || e.key === "j") next = visible[Math.min(at + 1, visible.length - 1)];
        if (e.key === "ArrowUp" || e.key === "k") next = visible[Math.max(at - 1, 0)];
        if (e.key === "ArrowLeft" || e.key === "h") next = builtBy[selected].length ? P[builtBy[selected][0]][OWNER] : -1;
        if (e.key === "ArrowRight" || e.key === "l") { const r = depsOf[selected].find(d => P[d][DKIND] === "r" && P[d][TARGET] >= 0); next = r === undefined ? -1 : P[r][TARGET]; }
        if (next >= 0) { e.preventDefault(); go("type", T[next][PATH]); }
      });
      apply();
    })();
    """#
}
