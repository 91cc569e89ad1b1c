/// Modules of the toolchains and SDKs: they hold no weaver annotations, so importing one without
/// a summary is never a forgotten summary.
enum SystemModules {
    static let names: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials", "FoundationNetworking",
        "FoundationXML", "Dispatch", "Darwin", "Glibc", "Musl", "WinSDK", "ObjectiveC", "CoreFoundation", "os", "OSLog",
        "Combine", "Observation", "Synchronization", "RegexBuilder", "Distributed", "XCTest", "Testing", "UIKit", "AppKit",
        "SwiftUI", "SwiftData", "CoreData", "CoreGraphics", "CoreImage", "CoreText", "CoreLocation", "CoreMotion", "CoreML",
        "CoreBluetooth", "CoreTelephony", "CoreHaptics", "CoreSpotlight", "CoreServices", "CoreMedia", "CoreVideo",
        "CoreAudio", "CoreNFC", "QuartzCore", "Metal", "MetalKit", "MapKit", "AVFoundation", "AVKit", "WebKit", "Security",
        "StoreKit", "Network", "CloudKit", "Photos", "PhotosUI", "UserNotifications", "CryptoKit", "Accelerate",
        "HealthKit", "HomeKit", "GameKit", "SpriteKit", "SceneKit", "ARKit", "RealityKit", "Contacts", "ContactsUI",
        "EventKit", "EventKitUI", "LocalAuthentication", "AuthenticationServices", "SafariServices", "MessageUI",
        "PassKit", "WidgetKit", "AppIntents", "Intents", "IntentsUI", "MultipeerConnectivity", "Vision", "VisionKit",
        "NaturalLanguage", "Speech", "SystemConfiguration", "BackgroundTasks", "UniformTypeIdentifiers", "QuickLook",
        "PDFKit", "WatchKit", "WatchConnectivity", "ActivityKit", "Charts", "TipKit", "GroupActivities", "MediaPlayer",
        "AudioToolbox", "ImageIO", "JavaScriptCore", "LinkPresentation", "MobileCoreServices", "NetworkExtension",
        "Social", "Accounts", "AdSupport", "AppTrackingTransparency", "DeviceCheck", "FileProvider", "SensitiveContentAnalysis",
    ]
}
