import Legacy
import Networking

final class AppDelegate {
    // weaver: api = APIClient

    init(injecting _: AppDelegateDependencyResolver) {}
}
