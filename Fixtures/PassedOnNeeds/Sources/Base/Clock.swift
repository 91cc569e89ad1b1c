/// What the app provides, two module boundaries down.
public protocol Clock: AnyObject, Sendable {
    var now: Int { get }
}
