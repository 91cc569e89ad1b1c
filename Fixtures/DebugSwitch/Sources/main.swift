let app = App(injecting: MainDependencyContainer.appDependencyResolver())
let api = app.dependencies.api
// A weak slot keeps the instance while someone holds it.
print("api: \(api.name), shared while held: \(api === app.dependencies.api)")
print("store: \(app.dependencies.store.kind)")
