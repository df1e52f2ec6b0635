#!/usr/bin/env bash
# nm=true leaves out the column metadata; cols picks columns of the result.
set -euo pipefail
QDB=http://localhost:9000
curl -sG "$QDB/exec" --data-urlencode "query=SELECT symbol, side, price FROM trades" -d limit=2 -d nm=true
echo
curl -sG "$QDB/exec" --data-urlencode "query=SELECT symbol, side, price FROM trades" -d limit=2 -d cols=symbol,price
