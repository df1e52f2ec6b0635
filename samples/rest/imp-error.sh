#!/usr/bin/env bash
# An import the server refuses: the reason comes back in "status", with HTTP status 200.
set -euo pipefail
QDB=http://localhost:9000
curl -s -F data=@fills.csv -w "\nHTTP status %{http_code}\n" "$QDB/imp?name=csv_fills_bad&partitionBy=DAY&fmt=json"
