/// The explorer page's style (`ExplorerPage`): three columns, the graph drawn in SVG.
enum ExplorerStyle {
    static let css = #"""
    :root { --bg: #fbfbfd; --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --accent: #0a66d6; --path: #e8590c;
            --error: #c92a2a; --warning: #b7791f; --node: #ffffff; --root: #e7f0fd; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 13px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--fg); background: var(--bg);
           height: 100vh; display: flex; flex-direction: column; }
    header { display: flex; align-items: center; gap: 12px; padding: 8px 12px; border-bottom: 1px solid var(--line); background: #fff; }
    header h1 { font-size: 15px; margin: 0; white-space: nowrap; }
    #search { flex: 1; max-width: 480px; padding: 5px 8px; border: 1px solid var(--line); border-radius: 6px; font: inherit; }
    #counts { color: var(--muted); white-space: nowrap; }
    button { font: inherit; border: 1px solid var(--line); background: #fff; border-radius: 6px; padding: 4px 8px; cursor: pointer; }
    main { flex: 1; display: grid; grid-template-columns: 260px 1fr 360px; min-height: 0; }
    #modules { overflow: auto; border-right: 1px solid var(--line); padding: 6px 0; background: #fff; }
    #modules details > summary { padding: 3px 10px; font-weight: 600; cursor: pointer; }
    #modules ul { list-style: none; margin: 0; padding: 0; }
    .type-item { display: block; width: 100%; text-align: left; border: 0; border-radius: 0; padding: 2px 10px 2px 24px; background: none;
                 white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .type-item:hover { background: #f0f4fa; }
    .type-item.selected { background: var(--accent); color: #fff; }
    .type-item.root::after { content: " root"; color: var(--muted); font-size: 11px; }
    .type-item.selected.root::after { color: #dde; }
    .has-error { color: var(--error); }
    .has-warning { color: var(--warning); }
    #view { position: relative; overflow: auto; min-width: 0; }
    #results { position: sticky; top: 0; z-index: 2; background: #fff; border-bottom: 1px solid var(--line); max-height: 40%; overflow: auto; }
    #results .result { display: block; width: 100%; text-align: left; border: 0; border-radius: 0; padding: 3px 12px; background: none; }
    #results .result.active { background: var(--accent); color: #fff; }
    #results .why { color: var(--muted); margin-left: 8px; }
    #results .result.active .why { color: #dde; }
    #canvas { padding: 12px; }
    svg .edge { fill: none; stroke: #b0b0b8; stroke-width: 1.2; }
    svg .edge.on-path { stroke: var(--path); stroke-width: 2; }
    svg .edge.child { stroke-dasharray: 3 3; }
    svg .node rect { fill: var(--node); stroke: #9a9aa2; rx: 5; }
    svg .node.root rect { fill: var(--root); }
    svg .node.on-path rect { stroke: var(--path); stroke-width: 2; }
    svg .node.selected rect { fill: #fff4e6; stroke: var(--path); stroke-width: 3; }
    svg .node.child rect { stroke-dasharray: 3 3; }
    svg .node.has-error rect { stroke: var(--error); stroke-width: 2.5; }
    svg .node.has-warning rect { stroke: var(--warning); stroke-width: 2.5; }
    svg .node { cursor: pointer; }
    svg .node text { font-size: 12px; fill: var(--fg); }
    #details { overflow: auto; border-left: 1px solid var(--line); padding: 10px 14px; background: #fff; }
    #details h2 { font-size: 15px; margin: 0 0 4px; word-break: break-all; }
    #details h3 { font-size: 12px; text-transform: uppercase; color: var(--muted); margin: 14px 0 4px; }
    #details ul { margin: 0; padding-left: 16px; }
    #details li { margin: 2px 0; }
    .where { color: var(--muted); font-family: ui-monospace, Menlo, monospace; font-size: 11px; }
    .link { color: var(--accent); cursor: pointer; text-decoration: underline; background: none; border: 0; padding: 0; }
    .diagnostic.error { color: var(--error); }
    .diagnostic.warning { color: var(--warning); }
    .card { border: 1px solid var(--line); border-radius: 8px; padding: 8px 10px; margin: 8px 0; background: #fff; }
    .note { color: var(--muted); }
    """#
}
