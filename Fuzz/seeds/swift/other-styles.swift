import SnapKit
import UIKit

class Panel: UIView {
    let box = UIView()
    let left = UIView()
    let right = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(box)
        box.addSubview(left)
        box.addSubview(right)
        box.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 40, left: 10, bottom: 20, right: 30))
        }
        let views = ["left": left, "right": right]
        left.translatesAutoresizingMaskIntoConstraints = false
        right.translatesAutoresizingMaskIntoConstraints = false
        box.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[left(==right)]-8-[right]-|", metrics: nil, views: views))
        box.addConstraint(NSLayoutConstraint(item: left, attribute: .top, relatedBy: .equal, toItem: box, attribute: .top, multiplier: 1, constant: 8))
        right.topAnchor.constraint(equalTo: left.topAnchor).isActive = true
    }
}
