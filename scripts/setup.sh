#!/usr/bin/env bash
# Installs the system packages the tests need, only those missing (Debian; run as root or with sudo):
#   chromium                 browser tests (Playwright drives the system Chromium)
#   openjdk-17-jdk-headless  runs the QuestDB test server and compiles the Java samples
#   maven                    fetches the pinned QuestDB jar and the Java client from Maven Central
#   golang-go                gofmt and the Go samples (skipped when a Go toolchain is already on PATH)
#   rustc, cargo, rustfmt    the Rust samples (skipped when rustup's toolchain is on PATH)
#   python3, python3-venv    the Python samples, in a virtual environment under .cache/
#   openssl, curl            TLS test certificates; the REST examples
#   gcc, g++                 the C and C++ ingestion samples and the C code of Rust crates (ring)
#   php-cli, php-pgsql       runs the PHP PostgreSQL-wire sample
#   ruby-pg                  runs the Ruby PostgreSQL-wire sample (the pg gem; pulls in ruby)
#   libpq-dev                compiles the C PostgreSQL-wire sample (libpq headers, pg_config)
#   r-base-core              parses the R PostgreSQL-wire sample (RPostgres is not packaged by Debian 12)
#   postgresql-client        psql, for the psql sample
#   nginx, libnginx-mod-stream, libnginx-mod-http-brotli-static  the TLS proxy samples; the browser
#                            tests against deploy/nginx/questdb-docs.conf
#   prometheus               promtool checks the Prometheus scrape configurations the pages show
set -euo pipefail
need=()
have() { command -v "$1" >/dev/null 2>&1 || [ -x "$HOME/.cargo/bin/$1" ]; }
have chromium || need+=(chromium)
have java || need+=(openjdk-17-jdk-headless)
have javac || need+=(openjdk-17-jdk-headless)
have mvn || need+=(maven)
have gofmt || need+=(golang-go)
have cargo || need+=(cargo rustc)
have rustfmt || need+=(rustfmt)
have python3 || need+=(python3)
python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || need+=(python3-venv)
have openssl || need+=(openssl)
have curl || need+=(curl)
have gcc || need+=(gcc)
have g++ || need+=(g++)
have php || need+=(php-cli)
php -m 2>/dev/null | grep -qx pdo_pgsql || need+=(php-pgsql)
ruby -e 'require "pg"' >/dev/null 2>&1 || need+=(ruby-pg)
have pg_config || need+=(libpq-dev)
have Rscript || need+=(r-base-core)
have psql || need+=(postgresql-client)
have nginx || [ -x /usr/sbin/nginx ] || need+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_stream_module.so ] || need+=(libnginx-mod-stream)
have promtool || need+=(prometheus)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || need+=(libnginx-mod-http-brotli-static)
if [ ${#need[@]} -gt 0 ]; then
  mapfile -t need < <(printf '%s\n' "${need[@]}" | sort -u)
  echo "setup: installing ${need[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${need[@]}"
else
  echo "setup: every system package the tests need is installed"
fi
