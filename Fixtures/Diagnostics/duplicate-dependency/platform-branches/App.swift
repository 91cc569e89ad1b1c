final class App {
    #if os(iOS)
    // weaver: screen = PhoneScreen <- Screen
    #else
    // weaver: screen = DesktopScreen <- Screen
    #endif
}
