#!/bin/sh
# Installs Cairn from a release tarball, which carries its own Java runtime: nothing else is needed.
#
#   curl -fsSL https://RELEASE/install.sh | sh
#   curl -fsSL https://RELEASE/install.sh | sh -s -- --version 0.1.0 --dir /opt/cairn --bin-dir /usr/local/bin
#
# A release's install.sh names its own version and where its files are; this copy in the
# repository needs both (CAIRN_VERSION or --version, CAIRN_DOWNLOAD_URL or --url). The download
# URL is the directory holding cairn-VERSION-PLATFORM.tar.gz and SHA256SUMS; file:// URLs and
# plain paths work too (a mirror, or a release built with `mvn -B -Prelease package`).
#
# It downloads the tarball for this machine, checks it against SHA256SUMS, unpacks it into
# DIR/cairn-VERSION-PLATFORM (default DIR: ~/.local/share/cairn), links BIN_DIR/cairn to its
# launcher (default: ~/.local/bin) and runs `cairn --version`. Running it again for another version
# installs that one beside the others and moves the link. Exits 1 with a message when anything
# fails, leaving any earlier installation as it was.
set -eu

version="${CAIRN_VERSION:-@CAIRN_VERSION@}"
url="${CAIRN_DOWNLOAD_URL:-@CAIRN_DOWNLOAD_URL@}"
dir="${CAIRN_INSTALL_DIR:-${HOME:-}/.local/share/cairn}"
bin_dir="${CAIRN_BIN_DIR:-${HOME:-}/.local/bin}"

fail() {
  echo "cairn install: $1" >&2
  exit 1
}

while [ $# -gt 0 ]; do
  case "$1" in
    --version) [ $# -ge 2 ] || fail "--version needs a value"; version="$2"; shift 2 ;;
    --url) [ $# -ge 2 ] || fail "--url needs a value"; url="$2"; shift 2 ;;
    --dir) [ $# -ge 2 ] || fail "--dir needs a value"; dir="$2"; shift 2 ;;
    --bin-dir) [ $# -ge 2 ] || fail "--bin-dir needs a value"; bin_dir="$2"; shift 2 ;;
    -h | --help)
      echo "usage: install.sh [--version VERSION] [--url DOWNLOAD_URL] [--dir DIR] [--bin-dir BIN_DIR]"
      exit 0 ;;
    *) fail "unknown argument $1 (--version, --url, --dir, --bin-dir)" ;;
  esac
done

# The placeholders are filled in when a release is built (scripts/release).
case "$version" in '' | @*) fail "which version? Set CAIRN_VERSION or give --version (this is the repository's copy of install.sh)" ;; esac
case "$url" in '' | @*) fail "from where? Set CAIRN_DOWNLOAD_URL or give --url: the directory holding the release's files" ;; esac
[ -n "$dir" ] && [ -n "$bin_dir" ] || fail "HOME is not set: give --dir and --bin-dir"

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64 | Linux-amd64) platform=linux-x64 ;;
  Linux-aarch64 | Linux-arm64) platform=linux-aarch64 ;;
  Darwin-x86_64) platform=macos-x64 ;;
  Darwin-arm64) platform=macos-aarch64 ;;
  *) fail "no release is built for $(uname -s) $(uname -m); build one from source (docs/install.md)" ;;
esac
name="cairn-$version-$platform"
url="${url%/}"

# Copies $1 (a URL or a path) to the file $2.
fetch() {
  case "$1" in
    file://*) cp "${1#file://}" "$2" ;;
    http://* | https://*)
      if command -v curl >/dev/null 2>&1; then
        curl -fsSL --retry 3 -o "$2" "$1"
      elif command -v wget >/dev/null 2>&1; then
        wget -q -O "$2" "$1"
      else
        fail "curl or wget is needed to download $1"
      fi ;;
    *) cp "$1" "$2" ;;
  esac
}

sha256() {
  if command -v sha256sum >/dev/null 2>&1; then
    sha256sum "$1" | cut -d ' ' -f 1
  elif command -v shasum >/dev/null 2>&1; then
    shasum -a 256 "$1" | cut -d ' ' -f 1
  else
    fail "sha256sum or shasum is needed to check the download"
  fi
}

mkdir -p "$dir" "$bin_dir" || fail "cannot create $dir or $bin_dir"
work="$(mktemp -d "$dir/.install.XXXXXX")" || fail "cannot write to $dir"
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

echo "Downloading $name.tar.gz from $url"
fetch "$url/$name.tar.gz" "$work/$name.tar.gz" || fail "could not download $url/$name.tar.gz"
fetch "$url/SHA256SUMS" "$work/SHA256SUMS" || fail "could not download $url/SHA256SUMS"
expected="$(awk -v f="$name.tar.gz" '$2 == f || $2 == "*" f { print $1 }' "$work/SHA256SUMS")"
[ -n "$expected" ] || fail "$url/SHA256SUMS lists no $name.tar.gz"
actual="$(sha256 "$work/$name.tar.gz")"
[ "$expected" = "$actual" ] || fail "$name.tar.gz does not match its checksum in SHA256SUMS (expected $expected, got $actual)"

mkdir "$work/unpacked"
tar -xzf "$work/$name.tar.gz" -C "$work/unpacked" || fail "could not unpack $name.tar.gz"
[ -x "$work/unpacked/$name/bin/cairn" ] || fail "$name.tar.gz holds no $name/bin/cairn"
"$work/unpacked/$name/bin/cairn" --version >/dev/null || fail "the unpacked $name does not run on this machine"

# Only now is the earlier installation of this version replaced, and the link moved.
rm -rf "${dir:?}/$name"
mv "$work/unpacked/$name" "$dir/$name"
ln -sfn "$dir/$name/bin/cairn" "$bin_dir/cairn"

echo "Installed $dir/$name"
"$bin_dir/cairn" --version
case ":${PATH:-}:" in
  *":$bin_dir:"*) ;;
  *) echo "Add $bin_dir to your PATH to run cairn, e.g. in ~/.profile: export PATH=\"$bin_dir:\$PATH\"" ;;
esac
