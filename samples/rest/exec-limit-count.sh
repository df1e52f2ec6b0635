#!/usr/bin/env bash
# Rows 2 to 4 of the result, and count=true for the total row count.
set -euo pipefail
QDB=http://localhost:9000
curl -sG "$QDB/exec" --data-urlencode "query=SELECT symbol, price FROM trades" -d limit=2,4 -d count=true
