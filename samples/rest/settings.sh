#!/usr/bin/env bash
# Server settings the Web Console reads.
set -euo pipefail
QDB=http://localhost:9000
curl -s "$QDB/settings"
