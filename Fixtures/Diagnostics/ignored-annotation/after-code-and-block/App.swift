final class App {
    let flag = true // weaver: logger = Logger
    /* weaver: session = Session */
    // weaver: cache = Cache
}
