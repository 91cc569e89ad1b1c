@MainActor
func run() -> Bool {
    let app = App()
    let first = app.screen("Home")
    let second = app.screen("Detail")
    let opened = [first.open(), second.open()]
    let checks = [
        opened == ["Home opened", "Detail opened"],
        app.store.saved == ["Home", "Detail"],
        first.dependencies.logger === app.logger,
        app.dependencies.settings.dependencies.store === app.store,
        first !== second,
    ]
    for (index, passed) in checks.enumerated() {
        print((passed ? "PASS" : "FAIL") + ": check \(index + 1)")
    }
    return !checks.contains(false)
}

if await MainActor.run(body: { run() }) {
    print("ALL CHECKS PASSED")
} else {
    print("SOME CHECKS FAILED")
}
