//
//  PhotoGridDataSource.swift
//  Groceries
//

import UIKit

@IBDesignable
class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet var badgeViews: [UIView]!

    @IBInspectable var cornerRadius: CGFloat = 6 {
        didSet { contentView.layer.cornerRadius = cornerRadius }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let label = UILabel(frame: contentView.bounds)
        contentView.addSubview(label)
        titleLabel = label
        badgeViews = []
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        contentView.layer.cornerRadius = cornerRadius
    }
}

@objc protocol PhotoGridDataSourceDelegate {
    func photoGridDataSource(_ dataSource: PhotoGridDataSource, didCopy title: String)
}

@objcMembers
class PhotoGridDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {

    dynamic var titles: [String]
    weak var delegate: PhotoGridDataSourceDelegate?
    weak var forwardingDelegate: UICollectionViewDelegate?

    init(titles: [String]) {
        self.titles = titles
        super.init()
    }

    @objc(numberOfSectionsInCollectionView:)
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        return 1
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return titles.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
        cell.titleLabel.text = titles[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        forwardingDelegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        return true
    }

    func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        return action == #selector(copy(_:)) || action == #selector(UIResponderStandardEditActions.paste(_:))
    }

    func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?) {
        switch action {
        case #selector(copy(_:)):
            UIPasteboard.general.string = titles[indexPath.item]
            delegate?.photoGridDataSource(self, didCopy: titles[indexPath.item])
        default:
            break
        }
    }
}
