print("alpreview")
