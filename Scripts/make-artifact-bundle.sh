#!/usr/bin/env bash
# Builds the plugin's tool once and packages it so that a team's clean builds never compile weaver
# (docs/build-systems.md): an artifact bundle of `weaver-build` and a small package, WeaverPrebuilt, whose
# WeaverPlugin runs that binary (a `binaryTarget`) instead of building the tool from source.
#
#   Scripts/make-artifact-bundle.sh [--output <folder>] [--binary <weaver-build>] [--triple <triple>] [--zip]
#
# --output  where WeaverPrebuilt/ is written (default: .build/artifacts-bundle).
# --binary  package this executable instead of building one (`swift build -c release
#           --product weaver-build -Xswiftc -static-executable`, the default).
# --triple  the platform the binary runs on (default: this machine's, from `swift -print-target-info`).
# --zip     also write WeaverPrebuilt/weaver-build.artifactbundle.zip and print the checksum a
#           `binaryTarget(url:checksum:)` needs, for a team that hosts the bundle.
#
# Run it on each platform the team builds on, into the same folder: each run adds (or replaces)
# its platform's binary and keeps the others', and info.json lists every platform's. Everything is
# checked and the new package assembled beside the old one before anything is replaced, so a
# failed run leaves the folder as it was; files of the team's own in WeaverPrebuilt/ are kept. A
# folder there that this script did not write is refused. Another version's binaries are dropped
# (said on standard error): one bundle holds one version.
#
# The plugin in WeaverPrebuilt is Sources/WeaverPlugin/WeaverPlugin.swift, copied as it is: the
# same commands, arguments and outputs as the source plugin. A team commits WeaverPrebuilt (or
# hosts the zip) and depends on it instead of this repository; see docs/build-systems.md, "The
# plugin's tool: built once, or prebuilt".
set -euo pipefail

fail() { echo "make-artifact-bundle: $1" >&2; exit "${2:-1}"; }

root="$(cd "$(dirname "$0")/.." && pwd)"
output="$root/.build/artifacts-bundle"
binary=""
triple=""
zip=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --output|--binary|--triple)
            [[ $# -ge 2 && -n "$2" ]] || fail "'$1' needs a value" 2
            case "$1" in
                --output) output="$2" ;;
                --binary) binary="$2" ;;
                --triple) triple="$2" ;;
            esac
            shift 2 ;;
        --zip) zip=1; shift ;;
        *) fail "unknown argument '$1'" 2 ;;
    esac
done

# The inputs, all checked before anything is built or touched.
version="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/WeaverCore/Support/Version.swift")"
[[ -n "$version" ]] || fail "cannot read the version from Sources/WeaverCore/Support/Version.swift"
if [[ -z "$triple" ]]; then
    triple="$(swift -print-target-info | sed -n 's/.*"unversionedTriple" *: *"\(.*\)".*/\1/p' | head -1)"
    [[ -n "$triple" ]] || fail "cannot read this machine's triple (swift -print-target-info); give --triple"
fi
[[ "$triple" =~ ^[A-Za-z0-9_.-]+$ ]] || fail "'$triple' is not a target triple" 2
[[ "$zip" == 0 ]] || command -v zip >/dev/null || fail "--zip needs the 'zip' program"
[[ -z "$binary" || -f "$binary" && -x "$binary" ]] || fail "'$binary' is not an executable file"
mkdir -p "$output"
output="$(cd "$output" && pwd)"
package="$output/WeaverPrebuilt"
bundle="weaver-build.artifactbundle"
marker="made by weaver's Scripts/make-artifact-bundle.sh"
if [[ -e "$package" ]]; then
    [[ -d "$package" ]] || fail "'$package' exists and is not a folder; remove it or choose another --output"
    grep -qs "Scripts/make-artifact-bundle.sh" "$package/Package.swift" \
        || fail "'$package' was not written by this script (its Package.swift does not say so); remove it or choose another --output"
fi

if [[ -z "$binary" ]]; then
    # Linux: everything linked in (README, Install), so the binary runs where no toolchain's
    # libraries are found, and starts in about 1 ms: the plugin runs it once per target.
    static=()
    [[ "$(uname -s)" == "Linux" ]] && static=(-Xswiftc -static-executable)
    echo "make-artifact-bundle: swift build -c release --product weaver-build ${static[*]}"
    (cd "$root" && swift build -c release --product weaver-build "${static[@]}")
    binary="$(cd "$root" && swift build -c release --product weaver-build --show-bin-path)/weaver-build"
    [[ -x "$binary" ]] || fail "the build wrote no '$binary'"
fi

# Assembled beside the package, from a copy of it (the team's own files, the other platforms'
# binaries), then swapped in with two renames.
staging="$(mktemp -d "$output/.WeaverPrebuilt.XXXXXX")"
trap 'rm -rf "$staging"' EXIT
next="$staging/WeaverPrebuilt"
if [[ -d "$package" ]]; then cp -R "$package" "$next"; else mkdir "$next"; fi
variant="weaver-build-$version-$triple"
# Copied from the binary given before the old variant goes: it may be that very file.
mkdir -p "$staging/binary"
cp "$binary" "$staging/binary/weaver-build"
mkdir -p "$next/$bundle"
for old in "$next/$bundle"/weaver-build-*; do
    [[ -d "$old" ]] || continue
    name="$(basename "$old")"
    if [[ "$name" == "$variant" ]]; then
        rm -rf "$old"
    elif [[ "$name" != "weaver-build-$version-"* ]]; then
        echo "make-artifact-bundle: dropping $name: this bundle is weaver-build $version" >&2
        rm -rf "$old"
    fi
done
mkdir -p "$next/$bundle/$variant/bin" "$next/Plugins/WeaverPlugin"
mv "$staging/binary/weaver-build" "$next/$bundle/$variant/bin/weaver-build"
chmod +x "$next/$bundle/$variant/bin/weaver-build"

# info.json lists every platform whose binary the bundle holds, in name order.
entries=()
for folder in "$next/$bundle"/weaver-build-"$version"-*; do
    [[ -x "$folder/bin/weaver-build" ]] || continue
    name="$(basename "$folder")"
    entries+=("        { \"path\": \"$name/bin/weaver-build\", \"supportedTriples\": [\"${name#weaver-build-"$version"-}\"] }")
done
{
    echo '{'
    echo '  "schemaVersion": "1.0",'
    echo '  "artifacts": {'
    echo '    "weaver-build": {'
    echo "      \"version\": \"$version\","
    echo '      "type": "executable",'
    echo '      "variants": ['
    for index in "${!entries[@]}"; do
        if (( index + 1 < ${#entries[@]} )); then echo "${entries[$index]},"; else echo "${entries[$index]}"; fi
    done
    echo '      ]'
    echo '    }'
    echo '  }'
    echo '}'
} >"$next/$bundle/info.json"
cp "$root/Sources/WeaverPlugin/WeaverPlugin.swift" "$next/Plugins/WeaverPlugin/WeaverPlugin.swift"
cat >"$next/Package.swift" <<SWIFT
// swift-tools-version:6.1
import PackageDescription

// weaver's build-tool plugin running a prebuilt weaver-build ($marker):
// a clean build of a package using it compiles no weaver source.
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
if [[ "$zip" == 1 ]]; then
    (cd "$next" && rm -f "$bundle.zip" && zip -qr "$bundle.zip" "$bundle")
fi

# The swap: the old package moves aside, the new one takes its place, the old one goes.
if [[ -d "$package" ]]; then mv "$package" "$staging/previous"; fi
mv "$next" "$package"
triples="$(printf '%s\n' "${entries[@]}" | sed -n 's/.*"supportedTriples": \["\(.*\)"\].*/\1/p' | paste -sd, - | sed 's/,/, /g')"
echo "make-artifact-bundle: wrote $package (weaver-build $version for $triples)"
if [[ "$zip" == 1 ]]; then
    checksum="$(cd "$package" && swift package compute-checksum "$bundle.zip")"
    echo "make-artifact-bundle: $package/$bundle.zip, checksum $checksum"
fi
