#!/usr/bin/env bash
# A query the server rejects: HTTP 400 and a JSON error with the position in the SQL text.
set -euo pipefail
QDB=http://localhost:9000
curl -sG "$QDB/exec" --data-urlencode "query=SELECT symbol, pricee FROM trades" -w "\nHTTP status %{http_code}\n"
