// A view laid out in the visual format language, as older UIKit code often is: an icon, a
// title and a count on one row with metrics, the count pushed to the trailing edge, the texts
// centered on the icon.
import UIKit

final class BadgeView: UIView {
    private let icon = UIView()
    private let title = UILabel()
    private let count = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        icon.backgroundColor = UIColor(red: 1, green: 0.58, blue: 0, alpha: 1)
        icon.layer.cornerRadius = 8
        title.text = "Unread messages"
        count.text = "12"
        count.font = .boldSystemFont(ofSize: 17)
        for view in [icon, title, count] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let views = ["icon": icon, "title": title, "count": count]
        let metrics = ["margin": 20, "size": 32]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-margin-[icon(size)]-12-[title]-(>=8)-[count]-margin-|",
                options: [], metrics: metrics, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-100-[icon(size)]", options: [], metrics: metrics, views: views)
                + [
                    title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
                    count.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
                ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
