// Code outside the annotated type reads the resolver: these registrations are used.
let app = App(injecting: MainDependencyContainer.appDependencyResolver())
print(app.dependencies.home)
let cache = app
    .dependencies
    .cache
let movie = app.dependencies.movieController(movieID: 42)
