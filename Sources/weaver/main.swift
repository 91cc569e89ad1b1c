print("weaver")
