let app = App(injecting: MainDependencyContainer.appDependencyResolver())
print(app.run())
