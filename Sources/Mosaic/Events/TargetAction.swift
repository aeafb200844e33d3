import Foundation

/// Stops with a clear message when `target` cannot receive a method of `Receiver`: target–action
/// takes the target as any object (so that `addTarget(self, action: Self.refresh)` compiles),
/// and this check takes the place of the type checker's.
func requireActionTarget<Receiver>(
  _ target: AnyObject?, of receiver: Receiver.Type, in api: StaticString
) {
  if let target, !(target is Receiver) {
    preconditionFailure(
      "\(api): the target is a \(type(of: target)), but the action is a method of \(Receiver.self)")
  }
}
