#!/usr/bin/env bash
# Builds the plugin's tool once and packages it so that a team's clean builds never compile weaver
# (docs/build-systems.md): an artifact bundle of `weaver-build` and a small package, WeaverPrebuilt, whose
# WeaverPlugin runs that binary (a `binaryTarget`) instead of building the tool from source.
#
#   Scripts/make-artifact-bundle.sh [--output <folder>] [--binary <weaver-build>] [--zip]
#
# --output  where WeaverPrebuilt/ is written (default: .build/artifacts-bundle); replaced if there.
# --binary  package this executable instead of building one (`swift build -c release
#           --product weaver-build --static-swift-stdlib`, the default).
# --zip     also write WeaverPrebuilt/weaver-build.artifactbundle.zip and print the checksum a
#           `binaryTarget(url:checksum:)` needs, for a team that hosts the bundle.
#
# The plugin in WeaverPrebuilt is Sources/WeaverPlugin/WeaverPlugin.swift, copied as it is: the
# same commands, arguments and outputs as the source plugin. A team commits WeaverPrebuilt (or
# hosts the zip) and depends on it instead of this repository; see docs/build-systems.md, "The
# plugin's tool: built once, or prebuilt".
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
output="$root/.build/artifacts-bundle"
binary=""
zip=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --output) output="$2"; shift 2 ;;
        --binary) binary="$2"; shift 2 ;;
        --zip) zip=1; shift ;;
        *) echo "make-artifact-bundle: unknown argument '$1'" >&2; exit 2 ;;
    esac
done

version="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/WeaverKit/Version.swift")"
triple="$(swift -print-target-info | sed -n 's/.*"unversionedTriple" *: *"\(.*\)".*/\1/p' | head -1)"
[[ -n "$version" && -n "$triple" ]] || { echo "make-artifact-bundle: cannot read the version or the host triple" >&2; exit 1; }

if [[ -z "$binary" ]]; then
    echo "make-artifact-bundle: swift build -c release --product weaver-build --static-swift-stdlib"
    # Linux: the Swift runtime linked in, so the binary runs where no toolchain's libraries are found.
    static=()
    [[ "$(uname -s)" == "Linux" ]] && static=(--static-swift-stdlib)
    (cd "$root" && swift build -c release --product weaver-build "${static[@]}")
    binary="$(cd "$root" && swift build -c release --product weaver-build --show-bin-path)/weaver-build"
fi
[[ -x "$binary" ]] || { echo "make-artifact-bundle: '$binary' is not an executable" >&2; exit 1; }

package="$output/WeaverPrebuilt"
bundle="$package/weaver-build.artifactbundle"
variant="weaver-build-$version-$triple"
rm -rf "$package"
mkdir -p "$bundle/$variant/bin" "$package/Plugins/WeaverPlugin"
cp "$binary" "$bundle/$variant/bin/weaver-build"
chmod +x "$bundle/$variant/bin/weaver-build"
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "weaver-build": {
      "version": "$version",
      "type": "executable",
      "variants": [
        { "path": "$variant/bin/weaver-build", "supportedTriples": ["$triple"] }
      ]
    }
  }
}
JSON
cp "$root/Sources/WeaverPlugin/WeaverPlugin.swift" "$package/Plugins/WeaverPlugin/WeaverPlugin.swift"
cat >"$package/Package.swift" <<'SWIFT'
// swift-tools-version:6.1
import PackageDescription

// weaver's build-tool plugin running a prebuilt weaver-build (made by weaver's
// Scripts/make-artifact-bundle.sh): a clean build of a package using it compiles no weaver source.
let package = Package(
    name: "WeaverPrebuilt",
    products: [
        .plugin(name: "WeaverPlugin", targets: ["WeaverPlugin"]),
    ],
    targets: [
        .binaryTarget(name: "weaver-build", path: "weaver-build.artifactbundle"),
        .plugin(name: "WeaverPlugin", capability: .buildTool(), dependencies: ["weaver-build"]),
    ]
)
SWIFT

echo "make-artifact-bundle: wrote $package (weaver-build $version for $triple)"
if [[ "$zip" == 1 ]]; then
    (cd "$package" && rm -f weaver-build.artifactbundle.zip && zip -qr weaver-build.artifactbundle.zip weaver-build.artifactbundle)
    checksum="$(cd "$package" && swift package compute-checksum weaver-build.artifactbundle.zip)"
    echo "make-artifact-bundle: $package/weaver-build.artifactbundle.zip, checksum $checksum"
fi
