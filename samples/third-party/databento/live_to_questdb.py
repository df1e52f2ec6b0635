# Stream Databento live trades into QuestDB with the QuestDB Python client (ILP over HTTP, port 9000).
# Written for databento 0.52 and questdb 4.1; needs a Databento API key in DATABENTO_API_KEY.
import os

import databento as db
from questdb.ingress import Sender, TimestampNanos

client = db.Live(key=os.environ["DATABENTO_API_KEY"])
client.subscribe(dataset="XNAS.ITCH", schema="trades", symbols=["AAPL", "MSFT"])

# Leaving the `with` block normally flushes the buffered rows; an exception escaping it drops them,
# so Ctrl+C is caught inside the block.
with Sender.from_conf("http::addr=localhost:9000;auto_flush_rows=1000;") as sender:
    try:
        for record in client:
            if not isinstance(record, db.TradeMsg):
                continue  # symbol mappings and system messages carry no trade
            sender.row(
                "databento_trades",
                symbols={
                    "symbol": client.symbology_map.get(record.instrument_id, str(record.instrument_id)),
                    # side is a Side enum (A, B or N) in recent clients, a plain str in older ones.
                    "side": getattr(record.side, "value", record.side),
                },
                # Databento prices are fixed-point integers in units of 1e-9.
                columns={"price": record.price / 1e9, "size": record.size},
                at=TimestampNanos(record.ts_event),
            )
    except KeyboardInterrupt:
        pass  # stop on Ctrl+C; the with block then flushes the rows still buffered
