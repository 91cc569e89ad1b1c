/// The property wrappers `Weaver` and `WeaverPn` (only the arities used) and the per-thread
/// construction frames that hand each wrapper property its accessor while its object is built.
/// Frames live in thread-local storage, so objects built at the same time on other threads never
/// see each other's accessors. Under `--mainactor` the wrappers and the frames are main-actor
/// isolated, like the objects they are built into; the kinds, scopes and platforms are plain values.
enum WrapperRuntime {
    static func source(arities: Set<Int>, isolation: Isolation) -> String {
        var parts = [support(isolation)]
        if arities.contains(0) { parts.append(plainWrapper(isolation)) }
        for arity in arities.sorted() where arity > 0 { parts.append(factoryWrapper(arity, isolation: isolation)) }
        return parts.joined(separator: "\n\n")
    }

    /// The annotation's arguments, one per line (the template is laid out as printed: nothing
    /// breaks its lines afterwards).
    private static let labels = "\n" + [
        "_ kind: WeaverDependencyKind", "type: Any.Type? = nil", "scope: WeaverScope = .container", "ifAvailable: Bool = false", "setter: Bool = false",
        "escaping: Bool = false", "builder: Any? = nil", "objc: Bool = false", "platforms: [WeaverPlatform] = []", "projects: [String] = []",
    ].map { "        " + $0 }.joined(separator: ",\n") + "\n    "

    private static func plainWrapper(_ isolation: Isolation) -> String {
        """
        /// `@Weaver(.registration | .reference | .parameter, …)`: the property returns the dependency.
        @propertyWrapper
        \(isolation.attribute)struct Weaver<Value> {
            private let accessor: () -> Value

            init(\(labels)) {
                accessor = WeaverConstruction.nextAccessor(as: (() -> Value).self)
            }

            var wrappedValue: Value { accessor() }
        }
        """
    }

    private static func factoryWrapper(_ arity: Int, isolation: Isolation) -> String {
        let parameters = (1...arity).map { "P\($0)" }
        let generics = (parameters + ["Value"]).joined(separator: ", ")
        let closure = "(" + parameters.joined(separator: ", ") + ") -> Value"
        return """
        /// `@WeaverP\(arity)(.registration | .reference, …)`: the property is the factory.
        @propertyWrapper
        \(isolation.attribute)struct WeaverP\(arity)<\(generics)> {
            let wrappedValue: \(closure)

            init(\(labels)) {
                wrappedValue = WeaverConstruction.nextAccessor(as: (\(closure)).self)
            }
        }
        """
    }

    private static func support(_ isolation: Isolation) -> String {
        """
        enum WeaverDependencyKind { case registration, reference, parameter }
        enum WeaverScope { case container, lazy, weak, transient }
        enum WeaverPlatform { case iOS, macOS, OSX, watchOS, tvOS, visionOS, Linux }

        /// Hands each @Weaver property of the object being built its accessor, in declaration order.
        \(isolation.attribute)enum WeaverConstruction {
        \(constructionStorage)

        \(constructionOperations)
        }
        """
    }

    /// `WeaverConstruction`'s frames, one stack per thread.
    private static let constructionStorage = """
            private final class Frame {
                let accessors: [Any]
                let popsWhenConsumed: Bool
                var next = 0

                init(_ accessors: [Any], popsWhenConsumed: Bool) {
                    self.accessors = accessors
                    self.popsWhenConsumed = popsWhenConsumed
                }
            }

            private final class ThreadFrames {
                var frames: [Frame] = []
            }

            private static let key: pthread_key_t = {
                var key = pthread_key_t()
                pthread_key_create(&key, nil)
                return key
            }()

            private static var threadFrames: ThreadFrames {
                if let pointer = pthread_getspecific(key) {
                    return Unmanaged<ThreadFrames>.fromOpaque(pointer).takeUnretainedValue()
                }
                let frames = ThreadFrames()
                pthread_setspecific(key, Unmanaged.passRetained(frames).toOpaque())
                return frames
            }

            /// Releases this thread's storage once no object is being built on it.
            private static func releaseIfIdle(_ state: ThreadFrames) {
                guard state.frames.isEmpty, let pointer = pthread_getspecific(key) else { return }
                pthread_setspecific(key, nil)
                Unmanaged<ThreadFrames>.fromOpaque(pointer).release()
            }
        """

    /// `WeaverConstruction`'s operations: push, pop, build in a frame, take the next accessor.
    private static let constructionOperations = """
            static func push(_ accessors: [Any], popsWhenConsumed: Bool = false) {
                threadFrames.frames.append(Frame(accessors, popsWhenConsumed: popsWhenConsumed))
            }

            static func pop() {
                let state = threadFrames
                _ = state.frames.popLast()
                releaseIfIdle(state)
            }

            static func building<Object>(_ accessors: [Any], _ build: () -> Object) -> Object {
                push(accessors)
                defer { pop() }
                return build()
            }

            static func nextAccessor<Accessor>(as type: Accessor.Type) -> Accessor {
                let state = threadFrames
                guard let frame = state.frames.last, frame.next < frame.accessors.count else {
                    releaseIfIdle(state)
                    fatalError("weaver: a @Weaver property was initialised outside its container. "
                        + "A type with @Weaver properties must be built by the generated container, or be a root whose "
                        + "'let dependencies = MainDependencyContainer.…DependencyResolver()' "
                        + "is declared before its @Weaver properties.")
                }
                let accessor = frame.accessors[frame.next]
                frame.next += 1
                if frame.popsWhenConsumed, frame.next == frame.accessors.count {
                    state.frames.removeLast()
                    releaseIfIdle(state)
                }
                // The one checked cast of the generated code: the accessor was typed from the property's declaration.
                guard let typed = accessor as? Accessor else {
                    fatalError("weaver: a @Weaver property's type does not match its annotation "
                        + "(expected \\(Accessor.self)); run weaver again")
                }
                return typed
            }
        """
}
