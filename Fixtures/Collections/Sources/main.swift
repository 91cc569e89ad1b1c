func check(_ condition: Bool, _ what: String) {
    print((condition ? "PASS " : "FAIL ") + what)
}

let app = App(injecting: MainDependencyContainer.appDependencyResolver())
app.start()
// `after:` holds first; among the tasks free to run, higher priority, then type path.
check(app.dependencies.journal.lines == ["log: crash reporter", "database", "flags", "analytics", "theme"],
      "launch tasks run by after:, then priority, then type path: \(app.dependencies.journal.lines)")

app.dependencies.journal.lines = []
app.dispatch("login")
check(app.dependencies.journal.lines == ["log: metrics login", "audit login", "cache login"],
      "every handler runs, in priority order: \(app.dependencies.journal.lines)")

let router = app.dependencies.router
check(router.open("movies/42") == .screen("Movie 42"), "a route builds its screen with the URL's parameter")
check(router.open("profile/ada") == .screen("Profile of ada"), "a second module's route")
check(router.open("nowhere/1") == .notFound("nowhere/1"), "an unknown URL is a value the router handles")
check(router.dependencies.routes.keys.sorted() == ["movies/:id", "profile/:name"], "the map holds every key")

let first = app.dependencies.launchTasks, second = app.dependencies.launchTasks
check(first[0] === second[0], "a .lazy element is built once per consuming container")
let theme = first.firstIndex { $0.name == "theme" }!
check(first[theme] !== second[theme], "a .transient element is built on every read")
let settingsTasks = app.dependencies.settings.dependencies.launchTasks
check(settingsTasks.map(\.name) == first.map(\.name), "another consumer gets the same elements in the same order")
check(settingsTasks[0] !== first[0], "each consumer builds its own elements")
check(app.dependencies.about.launchTasks.map(\.name) == first.map(\.name), "a @Weaver(.reference) property reads the collection too")
