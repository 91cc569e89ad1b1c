final class App {
    // weaver: api = API <- APIProtocol <- Other
}
