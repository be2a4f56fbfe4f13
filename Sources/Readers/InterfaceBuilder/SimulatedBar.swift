/// A bar a controller's simulated metrics name (Interface Builder's "Simulated Metrics":
/// `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">`, `<simulatedTabBarMetrics>`,
/// `<simulatedToolbarMetrics>`), and whether it is opaque (`translucent="NO"`).
struct SimulatedBar {
    var opaque: Bool
}

extension IBViewController {
    /// The bar of that element (`simulatedNavigationBarMetrics` …), unless none is simulated.
    func simulatedBar(_ elementName: String) -> SimulatedBar? {
        guard let metric = simulatedMetrics.first(where: { $0.elementName == elementName }),
            !metric.attributes.contains(where: { $0.name == "type" && $0.value == "none" })
        else { return nil }
        return SimulatedBar(opaque: metric.attributes.contains { $0.name == "translucent" && $0.value == "NO" })
    }
}
