# Writes static/guides/trades_2025_03.parquet, the sample file of docs/reference/function/parquet.md:
# three trades of 28 March 2025 (pyarrow, pinned in samples/third-party/requirements.txt).
# Run: .cache/tools-venv/bin/python samples/parquet/make_trades_2025_03.py
from datetime import datetime, timezone
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq


def utc(*parts):
    return datetime(*parts, tzinfo=timezone.utc)


table = pa.table({
    'symbol': ['BTC-USD', 'ETH-USD', 'BTC-USD'],
    'side': ['buy', 'sell', 'sell'],
    'price': [84210.5, 1891.25, 84190.0],
    'amount': [0.12, 3.5, 0.05],
    'timestamp': pa.array(
        [utc(2025, 3, 28, 9, 15, 2, 123456), utc(2025, 3, 28, 9, 15, 7, 500000), utc(2025, 3, 28, 10, 42, 59, 999999)],
        type=pa.timestamp('us', tz='UTC'),
    ),
})
out = Path(__file__).resolve().parents[2] / 'static/guides/trades_2025_03.parquet'
pq.write_table(table, out, compression='snappy')
print(out)
