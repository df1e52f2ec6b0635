# Write a pandas DataFrame into QuestDB with the QuestDB Python client (ILP over HTTP, port 9000).
import pandas as pd
from questdb.ingress import Sender

fills = pd.DataFrame(
    {
        "symbol": pd.Categorical(["BTC-USD", "ETH-USD", "BTC-USD"]),
        "price": [96500.0, 1810.5, 96510.0],
        "amount": [0.25, 2.0, 0.125],
        "timestamp": pd.to_datetime(
            ["2025-05-01T09:00:01.000Z", "2025-05-01T09:00:02.500Z", "2025-05-01T09:00:04.000Z"]
        ),
    }
)

with Sender.from_conf("http::addr=localhost:9000;") as sender:
    # Categorical columns become SYMBOL columns; `at` names the designated timestamp.
    sender.dataframe(fills, table_name="pandas_fills", at="timestamp")

print("sent", len(fills), "rows")
