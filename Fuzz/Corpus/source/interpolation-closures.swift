struct Interpolations {
    // weaver: service = Service
    let a = "value: \(items.map { "\($0) }" }.joined(separator: ")"))"
    let b = "nested \("inner \("innermost \(1 + (2 * 3))")")"
    let c = """
        \(items.filter { item in
            // a comment } with a brace
            return item.name != "}"
        }.count) /* block { */
        """
    let d = "\(#"raw } inside"#)"
    let e = "\({ () -> String in return "{" }())"
    // weaver: other <- Other
}
