/// The pages' one stylesheet: readable defaults, visible focus, and sheets drawn over an inert layer.
enum StyleSheet {
    static let source = #"""
        :root { font-family: system-ui, sans-serif; color: #1b1f24; background: #f6f7f9; }
        body { margin: 0; }
        .bar { display: flex; gap: 1rem; align-items: center; padding: .6rem 1rem; background: #13294b; color: #fff; }
        .bar a { color: #cfe3ff; margin-left: auto; }
        .app-name { font-weight: 700; }
        #path { font-family: ui-monospace, monospace; font-size: .85rem; opacity: .9; }
        main { max-width: 46rem; margin: 1.5rem auto; padding: 0 1rem; position: relative; }
        main.inspector { max-width: 70rem; }
        .screen { background: #fff; border-radius: 10px; padding: 1.2rem 1.4rem; box-shadow: 0 1px 4px #0002; }
        .screen h1 { font-size: 1.4rem; margin-top: 0; }
        .field { display: flex; flex-direction: column; margin: .8rem 0; }
        .field label { font-weight: 600; margin-bottom: .25rem; }
        input { font: inherit; padding: .45rem .6rem; border: 1px solid #8a94a3; border-radius: 6px; }
        button { font: inherit; padding: .45rem .9rem; border-radius: 6px; border: 1px solid #13294b; background: #fff; cursor: pointer; margin: .2rem .4rem .2rem 0; }
        button.primary { background: #1d5fd1; color: #fff; border-color: #1d5fd1; }
        button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
        .list ul { list-style: none; padding: 0; }
        .list li button { width: 100%; text-align: left; }
        .detail { color: #5b6470; margin-left: .5rem; }
        .slot { border-left: 4px solid #f5a623; padding: .2rem .8rem; background: #fff8ea; }
        [inert] { opacity: .45; }
        dialog.sheet { position: absolute; top: 3rem; left: 1rem; right: 1rem; width: auto; border: 0; border-radius: 12px; padding: 0; box-shadow: 0 10px 40px #0005; background: transparent; }
        .error { color: #8b1111; background: #fde8e8; padding: .6rem .8rem; border-radius: 6px; }
        .note { color: #5b6470; font-size: .9rem; }
        .back { margin-top: 1rem; }
        .panel { background: #fff; border-radius: 10px; padding: .8rem 1.1rem; margin-bottom: 1rem; box-shadow: 0 1px 4px #0002; overflow-x: auto; }
        .panel h2 { font-size: 1.1rem; margin: .2rem 0 .6rem; }
        .flow-tree .edge { fill: none; stroke: #9aa4b2; stroke-width: 1.5; }
        .flow-tree .edge.active { stroke: #1d5fd1; stroke-width: 3.5; }
        .flow-tree .node rect { fill: #fff; stroke: #8a94a3; stroke-width: 1.5; }
        .flow-tree .node.rule rect { stroke-dasharray: 4 3; fill: #f6f7f9; }
        .flow-tree .node.active rect { fill: #dce8ff; stroke: #1d5fd1; stroke-width: 3; }
        .flow-tree text { font: 12px ui-monospace, monospace; fill: #1b1f24; }
        .layers li[aria-current] { font-weight: 700; }
        .log, .timeline, .opens { font-family: ui-monospace, monospace; font-size: .82rem; max-height: 22rem; overflow-y: auto; }
        form.inline { display: inline; }
        table { border-collapse: collapse; } th, td { padding: .25rem .6rem; text-align: left; border-bottom: 1px solid #e3e6ea; }
        """#
}
