final class Repository<Element> {
    // weaver: store = Store<Element>
}
