#!/usr/bin/env bash
# Export a query result as CSV.
set -euo pipefail
QDB=http://localhost:9000
curl -sG "$QDB/exp" --data-urlencode "query=SELECT symbol, side, price, timestamp FROM trades WHERE symbol = 'ETH-USD'"
