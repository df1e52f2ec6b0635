#!/usr/bin/env bash
# Health check on the minimal HTTP server (port 9003), which answers while the main one is busy.
set -euo pipefail
curl -s http://localhost:9003/status
echo
