#!/usr/bin/env bash
# Import fills.csv into a new table csv_fills, partitioned by day on its ts column (run from this folder).
set -euo pipefail
QDB=http://localhost:9000
curl -s -F data=@fills.csv "$QDB/imp?name=csv_fills&timestamp=ts&partitionBy=DAY&overwrite=true&fmt=json"
