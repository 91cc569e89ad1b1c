import AppCore
import AppGraph
import Testing

@Suite struct AppGraphTests {
    /// `after:` holds across modules (movie-cache after database, session after movie-cache);
    /// among the tasks free to run, the higher priority first, then module and type name.
    @Test func launchTasksRunInOrder() {
        let app = App.make()
        #expect(app.taskNames == ["crash-reporter", "database", "movie-cache", "session", "theme"])
        app.start()
        #expect(app.journal.lines == ["task: crash-reporter", "task: database", "task: movie-cache", "task: session"])
    }

    @Test func everyHandlerSeesTheEventInPriorityOrder() {
        let app = App.make()
        app.send("logout")
        #expect(app.journal.lines == ["movies: logout", "audit: logout", "profile: logout"])
    }

    @Test func theRouterOpensEachModulesScreens() {
        let router = App.make().router
        #expect(router.patterns == ["movies/:id", "profile/:name"])
        #expect(router.open("movies/42") == .screen("Movie #42"))
        #expect(router.open("profile/ada") == .screen("Profile of ada"))
        #expect(router.open("settings/7") == .notFound("settings/7"))
    }
}
