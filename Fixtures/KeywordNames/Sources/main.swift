let app = App(injecting: MainDependencyContainer.appDependencyResolver())
app.run()
print(Report(for: 3, default: Logger(prefix: "public")).text())
print(final(injecting: MainDependencyContainer.finalDependencyResolver()).names())
