#!/usr/bin/env bash
# Server-side timings (nanoseconds) and whether the filter was JIT-compiled.
set -euo pipefail
QDB=http://localhost:9000
curl -sG "$QDB/exec" --data-urlencode "query=SELECT symbol, price FROM trades WHERE price > 1000" -d limit=1 -d timings=true -d explain=true
