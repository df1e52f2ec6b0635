#!/usr/bin/env bash
# Send one row of line protocol over HTTP, then the ping endpoint line-protocol clients call.
set -euo pipefail
QDB=http://localhost:9000
curl -s -w "HTTP status %{http_code}\n" --data-binary "rest_ilp,symbol=BTC-USD price=96530.5 1746090600000000000" "$QDB/write"
curl -s -o /dev/null -w "HTTP status %{http_code}\n" "$QDB/ping"
