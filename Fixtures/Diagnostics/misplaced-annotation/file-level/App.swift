// weaver: logger = Logger

final class App {}
