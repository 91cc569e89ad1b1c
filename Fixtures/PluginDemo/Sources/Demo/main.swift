let app = App(injecting: MainDependencyContainer.appDependencyResolver())
print(app.dependencies.greeter.greet("plugin"))
print(app.dependencies.greeter.greet("again"))
print(app.dependencies.farewell.say("plugin"))
