extension Show: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var c = json
        id = try c.id()
        url = c.link("url")
        name = try c.name()
        type = c.text("type")
        language = c.text("language")
        genres = c.strings("genres").filter { !$0.isEmpty }
        status = c.text("status")
        runtime = c.minutes("runtime")
        averageRuntime = c.minutes("averageRuntime")
        premiered = c.date("premiered")
        ended = c.date("ended")
        officialSite = c.link("officialSite")
        schedule = c.object("schedule")
        rating = c.object("rating", as: Rating.self)?.average
        weight = c.int("weight")
        network = c.object("network")
        webChannel = c.object("webChannel")
        externals = c.object("externals")
        image = c.object("image")
        summary = c.text("summary")
        updated = c.int("updated")
        let links = c.object("_links", as: Links.self)
        previousEpisodeLink = links?.previousEpisode
        nextEpisodeLink = links?.nextEpisode
        embedded = c.object("_embedded")
    }
}

extension ShowSchedule: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        time = c.text("time")
        days = c.strings("days")
    }
}

extension Externals: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        tvrage = c.int("tvrage")
        thetvdb = c.int("thetvdb")
        imdb = c.text("imdb")
    }
}

extension ShowEmbeds: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        episodes = c.contains("episodes") ? c.list("episodes") : nil
        seasons = c.contains("seasons") ? c.list("seasons") : nil
        cast = c.contains("cast") ? c.list("cast") : nil
        crew = c.contains("crew") ? c.list("crew") : nil
        nextEpisode = c.object("nextepisode")
        previousEpisode = c.object("previousepisode")
    }
}

extension Rating: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        average = c.double("average")
    }
}

extension Links: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        previousEpisode = c.object("previousepisode", as: Href.self)?.href
        nextEpisode = c.object("nextepisode", as: Href.self)?.href
        show = c.object("show", as: Href.self)?.href
    }
}

extension Href: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        href = c.link("href")
    }
}
