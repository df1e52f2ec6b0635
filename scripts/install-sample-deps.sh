#!/usr/bin/env bash
# Installs the pinned client libraries the PostgreSQL wire and Java embedded samples need, into .cache/
# (never into the project's node_modules). Idempotent: each step is skipped when its pins are in place.
#   Python  samples/pgwire/python/requirements.txt  -> .cache/venv
#   Go      samples/pgwire/go/go.mod + go.sum       -> Go module cache (go mod download)
#   Rust    samples/pgwire/rust/Cargo.toml + .lock  -> built into .cache/pgwire-rust-target
#   Java    samples/pgwire/java/pom.xml             -> jars in .cache/pgwire-java-lib
#   PHP, Ruby, C, R  php-pgsql, ruby-pg, libpq-dev, r-base-core -> Debian packages, installed by scripts/setup.sh
# Node.js `pg` is a devDependency of the project (npm ci installs it). C# (Npgsql needs the .NET SDK)
# and R's RPostgres (not packaged by Debian 12) do not run here: their samples are parsed only.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/python-venv.sh
source scripts/lib/python-venv.sh
ROOT="$PWD"
CACHE="$ROOT/.cache"
SAMPLES="$ROOT/samples/pgwire"
mkdir -p "$CACHE"

step() { echo "install-sample-deps: $*"; }

# Python: a venv rebuilt only when requirements.txt changed since the last install.
VENV="$CACHE/venv"
REQ="$SAMPLES/python/requirements.txt"
python_venv install-sample-deps "$VENV" "$REQ"

# Go: download the modules go.sum pins (go verifies every hash) and build once, so that the
# test's `go run` finds everything in the build cache.
if command -v go >/dev/null 2>&1; then
  step "Go modules for $SAMPLES/go"
  (cd "$SAMPLES/go" && go mod download && go build -o "$CACHE/pgwire-go" .)
else
  step "go not found: run scripts/setup.sh first" >&2; exit 1
fi

# Rust: build against Cargo.lock exactly (--locked fails rather than update it).
CARGO=cargo; command -v cargo >/dev/null 2>&1 || CARGO="$HOME/.cargo/bin/cargo"
step "Rust crates for $SAMPLES/rust"
CARGO_TARGET_DIR="$CACHE/pgwire-rust-target" "$CARGO" build --quiet --locked --manifest-path "$SAMPLES/rust/Cargo.toml"

# Java: the JDBC driver and HikariCP that pom.xml pins, copied next to each other for `java -cp`.
LIB="$CACHE/pgwire-java-lib"
if [ ! -f "$LIB/.pom.xml" ] || ! cmp -s "$SAMPLES/java/pom.xml" "$LIB/.pom.xml"; then
  step "Java libraries from $SAMPLES/java/pom.xml into $LIB"
  rm -rf "$LIB"
  mvn -B -q -f "$SAMPLES/java/pom.xml" org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies -DoutputDirectory="$LIB" -DincludeScope=runtime
  cp "$SAMPLES/java/pom.xml" "$LIB/.pom.xml"
else
  step "Java libraries up to date"
fi

# PHP with pdo_pgsql, Ruby with pg, libpq for C (run their samples) and R (parses its sample) are Debian packages: scripts/setup.sh.
step "done"
