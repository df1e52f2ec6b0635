#!/usr/bin/env bash
# Run a query over /exec and print the JSON answer.
set -euo pipefail
QDB=http://localhost:9000
curl -sG "$QDB/exec" --data-urlencode "query=SELECT symbol, price, timestamp FROM trades LIMIT 3"
