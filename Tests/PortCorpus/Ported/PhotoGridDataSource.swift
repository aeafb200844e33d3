//
//  PhotoGridDataSource.swift
//  Groceries
//

import UIKit

class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"

    weak var titleLabel: UILabel!
    var badgeViews: [UIView]!

    var cornerRadius: CGFloat = 6 {
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

protocol PhotoGridDataSourceDelegate: AnyObject {
    func photoGridDataSource(_ dataSource: PhotoGridDataSource, didCopy title: String)
}

class PhotoGridDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {

    var titles: [String]
    weak var delegate: PhotoGridDataSourceDelegate?
    weak var forwardingDelegate: UICollectionViewDelegate?

    init(titles: [String]) {
        self.titles = titles
        super.init()
    }

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
        forwardingDelegate?.collectionView(collectionView, didSelectItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        return true
    }

    func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        return action == Selector("copy:") || action == Selector("paste:")
    }

    func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?) {
        switch action {
        case Selector("copy:"):
            UIPasteboard.general.string = titles[indexPath.item]
            delegate?.photoGridDataSource(self, didCopy: titles[indexPath.item])
        default:
            break
        }
    }
}
