//
//  LegacyProfileViewController.swift
//  What mosaic-port reports without rewriting.
//

import UIKit
import MapKit
import CoreData

@objc protocol ProfileEditorDelegate: NSObjectProtocol {
    @objc optional func profileEditorDidFinish(_ editor: LegacyProfileViewController)
}

class LegacyProfileViewController: UIViewController {
    @IBOutlet weak var avatarView: UIImageView!
    @NSManaged var nickname: String?
    weak var delegate: ProfileEditorDelegate?
    private var observation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        let nib = UINib(nibName: "ProfileHeader", bundle: nil)
        _ = nib
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
        _ = detail
        observation = avatarView.observe(\.image) { view, _ in
            print(view)
        }
        let name = value(forKey: "nickname") as? String
        setValue(name, forKey: "title")
        if delegate?.responds(to: #selector(ProfileEditorDelegate.profileEditorDidFinish(_:))) == true {
            delegate?.profileEditorDidFinish?(self)
        }
        let type = NSClassFromString("MyApp.Helper")
        _ = type
        let getter = #selector(getter: UIView.backgroundColor)
        _ = getter
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(refresh), userInfo: ["k": 1], repeats: false)
    }

    @objc func refresh() {}

    @IBAction func done(_ sender: Any) {
        performSegue(withIdentifier: "showDetail", sender: sender)
    }
}

let unterminated = "this file still tokenizes; the broken one is in Tests/MosaicPortTests"
