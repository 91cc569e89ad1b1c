public protocol Screen {}
