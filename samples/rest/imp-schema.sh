#!/usr/bin/env bash
# Import with a schema part: symbol as SYMBOL, ts parsed with an explicit pattern.
set -euo pipefail
QDB=http://localhost:9000
curl -s -F schema=@schema.json -F data=@fills.csv "$QDB/imp?name=csv_fills_typed&timestamp=ts&partitionBy=DAY&overwrite=true&fmt=json"
