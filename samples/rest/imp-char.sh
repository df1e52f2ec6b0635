#!/usr/bin/env bash
# 1,200 rows with a one-letter venue, then one row with 'LX'. Type detection reads only the first
# 1,000 lines (http.text.analysis.max.lines), makes venue a CHAR column, and stores 'LX' as 'L' with
# "errors":0. The same file with a schema part naming venue VARCHAR keeps 'LX' whole.
set -euo pipefail
QDB=http://localhost:9000
{ echo 'venue,qty'; for i in $(seq 1 1200); do echo "X,$i"; done; echo 'LX,9999'; } > venues.csv
curl -s -F data=@venues.csv "$QDB/imp?name=csv_venues&overwrite=true&fmt=json"
echo
curl -sG "$QDB/exec" --data-urlencode "query=SELECT venue, qty FROM csv_venues WHERE qty = 9999"
echo
curl -s -F 'schema=[{"name":"venue","type":"VARCHAR"}]' -F data=@venues.csv "$QDB/imp?name=csv_venues_typed&overwrite=true&fmt=json"
echo
curl -sG "$QDB/exec" --data-urlencode "query=SELECT venue, qty FROM csv_venues_typed WHERE qty = 9999"
echo
rm venues.csv
