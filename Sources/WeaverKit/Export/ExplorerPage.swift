import WeaverCore
/// `weaver explore` (docs/explore.md): one self-contained HTML page of the graph, its data
/// (`ExplorerData`), style and script inline, nothing loaded from anywhere when it is opened. The
/// script and the style are written for this page (`ExplorerScript`, `ExplorerStyle`): a list of
/// the types by module, search, and for a selected type every path from the roots to it drawn as
/// layers, with its registrations, references, contributions, diagnostics and, for a root, its
/// launch cost, longest chain and dominating types.
public enum ExplorerPage {
    public static func html(_ graph: DependencyGraph, diagnostics: [Diagnostic], title: String) -> String {
        // A `</script>` inside the data would end the element: JSON allows `<\/` for `</`.
        let data = ExplorerData.json(graph, diagnostics: diagnostics, title: title).replacing("</", with: "<\\/")
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="generator" content="weaver explore">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
        <title>\(escaped(title)) — weaver graph</title>
        <style>\(ExplorerStyle.css)</style>
        </head>
        <body>
        <header>
          <h1>\(escaped(title))</h1>
          <input id="search" type="search" placeholder="Search types, registrations, collections ( / )" autocomplete="off" aria-label="Search">
          <span id="counts"></span>
          <button id="show-overview" type="button">Overview</button>
        </header>
        <main>
          <nav id="modules" aria-label="Types by module"></nav>
          <section id="view"><div id="results" hidden></div><div id="canvas"></div></section>
          <aside id="details" aria-live="polite"></aside>
        </main>
        <script id="weaver-data" type="application/json">\(data)</script>
        <script>\(ExplorerScript.javaScript)</script>
        </body>
        </html>

        """
    }

    /// What the page's first bytes hold: a file without it is the user's, never replaced.
    public static let marker = "<meta name=\"generator\" content=\"weaver explore\">"

    private static func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}
