/// Swift sources several test targets read.
public enum SwiftFixtures {
    /// A view whose icon is 40 wide when `isCompact` and 120.5 otherwise: two variations named by
    /// the condition, the icon at (16, 20), 40 high.
    public static let banner = """
        import UIKit
        class Banner: UIView {
            let icon = UIView()
            init(isCompact: Bool) {
                super.init(frame: .zero)
                icon.translatesAutoresizingMaskIntoConstraints = false
                addSubview(icon)
                icon.topAnchor.constraint(equalTo: topAnchor, constant: 20).isActive = true
                icon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
                icon.heightAnchor.constraint(equalToConstant: 40).isActive = true
                if isCompact {
                    icon.widthAnchor.constraint(equalToConstant: 40).isActive = true
                } else {
                    icon.widthAnchor.constraint(equalToConstant: 120.5).isActive = true
                }
            }
        }

        """
}
