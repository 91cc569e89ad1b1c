import AppGraph

let app = App.make()
app.start()
app.send("login")
for line in app.journal.lines { print(line) }
print("tasks: " + app.taskNames.joined(separator: ", "))
for url in ["movies/42", "profile/ada", "settings/7"] {
    print("\(url) -> \(app.router.open(url))")
}
