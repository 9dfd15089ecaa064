/// Text made safe for HTML: the five characters that could start markup or end an attribute are escaped.
enum HTML {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, for element content and quoted attributes.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A whole page: the document shell with `title`, the stylesheet and, when given, a script.
    static func page(title: String, body: String, script: String? = nil) -> String {
        let scriptTag = script.map { "<script src=\"\($0)\" defer></script>" } ?? ""
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <link rel="stylesheet" href="/assets/style.css">
            \(scriptTag)
            </head>
            <body>
            \(body)
            </body>
            </html>
            """
    }
}
