final class Plain {}

final class App {
    @Weaver(.registration, type: Plain.self) var plain: (Int) -> Plain
}
