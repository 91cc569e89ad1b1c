final class App {
    // weaver: store <- some Store
}
