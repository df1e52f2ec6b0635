"""Sends one trade to QuestDB over ILP/TCP,
using the Python client library (questdb 4.1)."""
import sys

from questdb.ingress import IngressError, Sender, TimestampNanos

CONF = "tcp::addr=localhost:9009;"


def send_trade() -> None:
    # Leaving the with block normally flushes anything still buffered and closes the
    # sender; leaving it by an exception closes it without sending the buffered rows.
    with Sender.from_conf(CONF) as sender:
        sender.row(
            "trades",
            symbols={"symbol": "BTC-USD", "side": "buy"},
            columns={"price": 104285.5, "amount": 0.0275},
            # Designated timestamp in nanoseconds since the Unix epoch:
            # 2025-05-30T09:30:00.123Z.
            at=TimestampNanos(1_748_597_400_123_000_000),
        )
        # Sends the buffered rows now. Without it, rows go out when the with block ends
        # or by auto-flush, which is checked only as a row is added (75000 rows over HTTP,
        # 600 over TCP, or the first row 1000 ms or more after the last flush).
        sender.flush()


if __name__ == "__main__":
    try:
        send_trade()
    except IngressError as err:
        print(f"Got error: {err}", file=sys.stderr)
        sys.exit(1)
