/// What the apps track with, when they track.
public protocol Analytics: AnyObject {
    var name: String { get }
}

/// Run once at launch, in order.
public protocol LaunchTask {
    var name: String { get }
}

/// A screen a route opens.
public protocol Screen {
    var title: String { get }
}
