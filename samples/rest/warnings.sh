#!/usr/bin/env bash
# Warnings about the host the server found at start-up.
set -euo pipefail
QDB=http://localhost:9000
curl -s "$QDB/warnings"
