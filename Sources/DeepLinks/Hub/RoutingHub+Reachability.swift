extension RoutingHub {
    /// Throws if no link could reach a route with `pattern`, so that a dead registration fails
    /// where it is made instead of every link to it failing later.
    ///
    /// A route is unreachable when its scheme goes to an external opener or to an app's
    /// dispatcher (which take every link of the scheme), when its scheme is none the hub can
    /// dispatch (`http` and `https` count: a route makes them known), or when its host belongs to
    /// a host dispatcher, which takes those links first.
    func checkReachable(_ pattern: RoutePattern) throws(DeepLinkError) {
        if let scheme = pattern.scheme {
            let schemes =
                "the hub's schemes are \(nativeSchemes.union(["action", "http", "https"]).sorted().joined(separator: ", "))"
            if let name = customSchemes[scheme] {
                throw .unreachableRoute(
                    pattern, because: "dispatcher '\(name)' takes every link of the scheme '\(scheme)'",
                    fix: "handle the link in that dispatcher or register the route under another scheme")
            }
            if externalSchemes[scheme] != nil {
                throw .unreachableRoute(
                    pattern, because: "links of the scheme '\(scheme)' are handed to an external opener",
                    fix: "remove the route or stop handing '\(scheme)' links to the opener")
            }
            let known = nativeSchemes.contains(scheme) || ["action", "http", "https"].contains(scheme)
            guard known else {
                throw .unreachableRoute(
                    pattern, because: "no dispatcher handles the scheme '\(scheme)' (\(schemes))",
                    fix: "create the hub with '\(scheme)' among its schemes, or use one of them")
            }
        }
        if pattern.scheme != "action", let host = pattern.host, let name = customHosts[host] {
            throw .unreachableRoute(
                pattern, because: "dispatcher '\(name)' takes every link to the host '\(host)' first",
                fix: "handle the link in that dispatcher or register the route under another host")
        }
    }

    /// Makes `http` or `https` known once a route scoped to it is registered.
    func noteWebScheme(of pattern: RoutePattern) {
        if let scheme = pattern.scheme, scheme == "http" || scheme == "https" {
            routedWebSchemes.insert(scheme)
        }
    }

    /// Whether a registered route (the hub's own or a flow's) has `host` as its literal host.
    func hasRoutes(onHost host: String) -> Bool {
        ([global] + scoped.values).contains { registry in
            registry.routes.contains { $0.pattern.host == host && $0.pattern.scheme != "action" }
        }
    }
}
