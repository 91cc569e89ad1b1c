import Base
import Flows

final class FixedClock: Clock {
    let now = 42
}

final class App {
    // weaver: clock = FixedClock <- Clock
    // weaver: flow = Flow

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }
}

print(App(injecting: MainDependencyContainer.appDependencyResolver()).dependencies.flow.time())
