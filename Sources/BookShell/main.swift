print("BookShell: not built yet")
