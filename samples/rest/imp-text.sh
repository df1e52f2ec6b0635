#!/usr/bin/env bash
# The same import answered as a text table (the default without fmt=json).
set -euo pipefail
QDB=http://localhost:9000
curl -s -F data=@fills.csv "$QDB/imp?name=csv_fills_text&timestamp=ts&partitionBy=DAY&overwrite=true"
