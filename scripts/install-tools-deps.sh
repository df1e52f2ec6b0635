#!/usr/bin/env bash
# Installs what the third-party tool samples (samples/third-party/) run with, into .cache/ (never into
# the project's node_modules). Idempotent: a step is skipped when its pins are already in place.
#   Python   samples/third-party/requirements.txt -> .cache/tools-venv (pandas, polars, SQLAlchemy +
#            questdb-connect, psycopg, the questdb ILP client)
#   promtool prometheus (Debian 12), installed by scripts/setup.sh: checks samples/third-party/prometheus/
# Telegraf, Grafana, Kafka Connect, Flink, Spark, Airflow, Dagster, Superset and the others are not
# installed: their configuration files are parsed by tests/unit/third-party-configs.test.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/python-venv.sh
source scripts/lib/python-venv.sh
CACHE="$PWD/.cache"
REQ="$PWD/samples/third-party/requirements.txt"
VENV="$CACHE/tools-venv"
mkdir -p "$CACHE"

step() { echo "install-tools-deps: $*"; }

python_venv install-tools-deps "$VENV" "$REQ"

# promtool (Debian's prometheus package) comes from scripts/setup.sh.
step "done"
