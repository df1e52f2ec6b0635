#!/usr/bin/env bash
# Installs the ingestion samples' client libraries, each pinned by a manifest beside the samples, into
# .cache/ (ignored by git), so tests/unit/ingest-samples.server.test.ts can run the samples for real:
#   Python   questdb (PyPI)                          samples/ilp/requirements.txt  -> .cache/ilp-venv
#   Go       github.com/questdb/go-questdb-client/v4  samples/ilp/go.mod, go.sum   -> Go module and build caches
#   Rust     questdb-rs (crates.io)                   samples/ilp/Cargo.toml, .lock -> .cache/samples/cargo-target
#   Java     org.questdb:questdb-client (Maven)       samples/ilp/pom.xml           -> .cache/samples/java/
#   C, C++   c-questdb-client, from the source distribution of the same PyPI `questdb` release (it carries
#            the client's headers and its Rust FFI crate, whose Cargo.lock pins the crates.io
#            dependencies)                                                       -> .cache/samples/c-questdb-client/
#   Node.js  @questdb/nodejs-client comes with `npm ci` (package-lock.json).
# The toolchains themselves (python3-venv, Go, Cargo, JDK, Maven) come from scripts/setup.sh.
# A step whose manifests and toolchain are unchanged since its last success is skipped, so a second
# run takes about a second.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SAMPLES=samples/ilp
CACHE=.cache/samples
mkdir -p "$CACHE"
[ -x "$HOME/.cargo/bin/cargo" ] && PATH="$PATH:$HOME/.cargo/bin"

need() {
  command -v "$1" >/dev/null 2>&1 && return
  echo "install-ilp-sample-deps: $1 is not installed; run \`bash scripts/setup.sh\` first" >&2
  exit 1
}

# Succeeds when step $1 already ran with the same manifests ($3...) and toolchain version ($2).
fresh() {
  local name=$1 version=$2
  shift 2
  stamp_value=$( (echo "$version"; cat "$@") | sha256sum | cut -d' ' -f1)
  [ -f "$CACHE/$name.stamp" ] && [ "$(cat "$CACHE/$name.stamp")" = "$stamp_value" ]
}
done_step() { echo "$stamp_value" >"$CACHE/$1.stamp"; }

step() {
  local started=$SECONDS
  "$@"
  echo "install-ilp-sample-deps: $1 done in $((SECONDS - started)) s"
}

python_deps() {
  need python3
  local venv=.cache/ilp-venv
  if fresh python "$(python3 --version)" "$SAMPLES/requirements.txt" && [ -x "$venv/bin/python" ]; then return; fi
  rm -rf "$venv"
  python3 -m venv "$venv" || { echo "install-ilp-sample-deps: python3 -m venv failed; install python3-venv (bash scripts/setup.sh)" >&2; exit 1; }
  "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$SAMPLES/requirements.txt"
  done_step python
}

go_deps() {
  need go
  if fresh go "$(go version)" "$SAMPLES/go.mod" "$SAMPLES/go.sum"; then return; fi
  # Downloads the pinned module (go.sum checks it) and compiles it once into Go's build cache.
  (cd "$SAMPLES" && go mod download && go build github.com/questdb/go-questdb-client/v4)
  done_step go
}

rust_deps() {
  need cargo
  if fresh rust "$(cargo --version)" "$SAMPLES/Cargo.toml" "$SAMPLES/Cargo.lock" && [ -d "$CACHE/cargo-target/debug" ]; then return; fi
  CARGO_TARGET_DIR="$ROOT/$CACHE/cargo-target" cargo build --quiet --locked --manifest-path "$SAMPLES/Cargo.toml"
  done_step rust
}

java_deps() {
  need javac
  need mvn
  if fresh java "$(javac -version 2>&1)" "$SAMPLES/pom.xml" && [ -n "$(ls "$CACHE"/java/*.jar 2>/dev/null)" ]; then return; fi
  rm -rf "$CACHE/java"
  mvn -B -q -Dstyle.color=never -f "$SAMPLES/pom.xml" \
    org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies \
    -DincludeScope=runtime "-DoutputDirectory=$ROOT/$CACHE/java"
  done_step java
}

c_deps() {
  need cargo
  need gcc
  need g++
  local src=$CACHE/c-questdb-client
  if fresh c "$(cargo --version) $(gcc --version | head -1)" "$SAMPLES/requirements.txt" && [ -f "$src/lib/libquestdb_client.a" ]; then return; fi
  local questdb sdist
  questdb=$(grep -E '^questdb==' "$SAMPLES/requirements.txt")
  rm -rf "$src" "$CACHE/sdist"
  # The venv of python_deps brings pip; pip prepares the metadata, so it fetches build tools too.
  .cache/ilp-venv/bin/pip download --quiet --disable-pip-version-check --no-deps --no-binary questdb -d "$CACHE/sdist" "$questdb"
  sdist=$(ls "$CACHE"/sdist/questdb-*.tar.gz)
  mkdir -p "$src/lib"
  tar -xzf "$sdist" -C "$src" --strip-components=2 --wildcards \
    '*/c-questdb-client/include' '*/c-questdb-client/questdb-rs' '*/c-questdb-client/questdb-rs-ffi'
  rm -rf "$CACHE/sdist"
  CARGO_TARGET_DIR="$ROOT/$CACHE/cargo-target" cargo build --quiet --locked --manifest-path "$src/questdb-rs-ffi/Cargo.toml"
  cp "$CACHE/cargo-target/debug/libquestdb_client.a" "$src/lib/"
  done_step c
}

node_deps() {
  [ -f node_modules/@questdb/nodejs-client/package.json ] && return
  echo "install-ilp-sample-deps: node_modules/@questdb/nodejs-client is missing; run \`npm ci\`" >&2
  exit 1
}

started=$SECONDS
step python_deps
step go_deps
step rust_deps
step java_deps
step c_deps
step node_deps
echo "install-ilp-sample-deps: Python, Go, Rust, Java, C/C++ and Node.js clients ready in $((SECONDS - started)) s"
