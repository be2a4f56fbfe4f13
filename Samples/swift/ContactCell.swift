// A table cell laid out with SnapKit, as apps built on it write theirs: an avatar centered on
// the left, a name and a detail line beside it, the detail as wide as the name.
import SnapKit
import UIKit

final class ContactCell: UITableViewCell {
    private let avatar = UIImageView()
    private let nameLabel = UILabel()
    private let detailLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatar.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        avatar.layer.cornerRadius = 22
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .boldSystemFont(ofSize: 17)
        detailLabel.text = "Analytical Engine, London"
        detailLabel.font = .systemFont(ofSize: 13)
        detailLabel.textColor = .gray
        [avatar, nameLabel, detailLabel].forEach { contentView.addSubview($0) }

        avatar.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.top.equalToSuperview().offset(12)
            make.size.equalTo(44)
        }
        nameLabel.snp.makeConstraints { make in
            make.top.equalTo(avatar)
            make.leading.equalTo(avatar.snp.trailing).offset(12)
            make.trailing.equalToSuperview().inset(16)
        }
        detailLabel.snp.makeConstraints { make in
            make.top.equalTo(nameLabel.snp.bottom).offset(4)
            make.leading.trailing.equalTo(nameLabel)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
